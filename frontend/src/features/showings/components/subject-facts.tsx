import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { FormTextField } from '@/components/ui/form-text-field';
import { homeFactFields } from '@/lib/home-facts';

import type { SubjectFacts } from '../types';

/** The subject home's facts in the Property section; all optional, used by the market analysis. */
export function SubjectFactsFields() {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Home facts (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Used to compare this home with comparable sales. The square footage is needed for an indicated value.
      </Typography>
      <Grid container spacing={2}>
        {homeFactFields.map(({ name, label, inputMode, placeholder }) => (
          <Grid key={name} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <FormTextField name={name} label={label} placeholder={placeholder} size="small" slotProps={{ htmlInput: { inputMode, maxLength: 16, autoComplete: 'off' } }} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "1,700 sq ft · 3 bedrooms · 2.5 bathrooms · built 1995 · 0.25 acres"; empty when none was given. */
export function describeSubjectFacts(facts: SubjectFacts): string {
  const parts = [
    facts.squareFeet != null ? `${facts.squareFeet.toLocaleString('en-US')} sq ft` : null,
    facts.bedrooms != null ? plural(facts.bedrooms, 'bedroom', 'bedrooms') : null,
    facts.bathrooms != null ? plural(facts.bathrooms, 'bathroom', 'bathrooms') : null,
    facts.yearBuilt != null ? `built ${facts.yearBuilt}` : null,
    facts.lotSizeAcres != null ? `${facts.lotSizeAcres.toLocaleString('en-US')} ${facts.lotSizeAcres === 1 ? 'acre' : 'acres'}` : null,
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}
