import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

import { FormTextField } from '@/components/ui/form-text-field';
import { factsFromDescription } from '@/lib/facts-from-description';
import { type HomeFactName, homeFactFields, homeFactNames } from '@/lib/home-facts';

import type { SubjectFacts } from '../types';

/**
 * As the agent writes the description, the facts it states fill the boxes that are empty, and
 * follow the description while the agent has not typed in them; a box the agent typed in keeps
 * what they typed. The description as the form opened with it is left alone.
 */
function usePrefillFromDescription() {
  const { values, setFieldValue } = useFormikContext<Partial<Record<HomeFactName | 'propertyDescription', string>>>();
  const description = values.propertyDescription ?? '';
  const seen = useRef(description);
  const filled = useRef<Partial<Record<HomeFactName, string>>>({});

  useEffect(() => {
    if (seen.current === description) return;
    seen.current = description;
    const stated = factsFromDescription(description);
    for (const name of homeFactNames) {
      const current = values[name] ?? '';
      if (current !== '' && current !== filled.current[name]) continue;
      const next = stated[name] ?? '';
      filled.current[name] = next;
      if (next !== current) void setFieldValue(name, next);
    }
  }, [description, values, setFieldValue]);
}

/** The subject home's facts in the Property section; all optional, used by the market analysis. */
export function SubjectFactsFields() {
  usePrefillFromDescription();
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Home facts (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Used to compare this home with comparable sales. The square footage is needed for an indicated value. Facts the description
        states are filled in for you.
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
