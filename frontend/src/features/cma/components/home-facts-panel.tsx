import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useId } from 'react';

import type { SubjectFactField } from '../schemas';
import type { SubjectFactsEditor } from '../use-subject-facts-draft';

/**
 * The same boxes as the home facts of the new-showing form (labels, keyboards, examples); the
 * features do not import each other, so the list is kept here too.
 */
const factFields: readonly { name: SubjectFactField; label: string; inputMode: 'numeric' | 'decimal'; placeholder: string }[] = [
  { name: 'squareFeet', label: 'Square feet', inputMode: 'numeric', placeholder: '1,700' },
  { name: 'bedrooms', label: 'Bedrooms', inputMode: 'numeric', placeholder: '3' },
  { name: 'bathrooms', label: 'Bathrooms', inputMode: 'decimal', placeholder: '2.5' },
  { name: 'yearBuilt', label: 'Year built', inputMode: 'numeric', placeholder: '1995' },
  { name: 'lotSizeAcres', label: 'Lot size (acres)', inputMode: 'decimal', placeholder: '0.25' },
];

/**
 * The subject home's facts in "Edit comparables", prefilled from the showing: the comparables are
 * adjusted toward them, and the square footage is needed for an indicated value. Each is
 * optional; an empty box is an unknown fact.
 */
export function HomeFactsPanel({ editor, disabled, ref }: { editor: SubjectFactsEditor; disabled?: boolean; ref?: Ref<HTMLDivElement> }) {
  const titleId = useId();
  return (
    <Paper component="section" ref={ref} aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Home facts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The comparables are adjusted toward this home. The square footage is needed for an indicated value; leave a box empty when it is not known.
      </Typography>
      <Grid container spacing={2}>
        {factFields.map(({ name, label, inputMode, placeholder }) => {
          const problem = editor.problem(name);
          return (
            <Grid key={name} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <TextField
                size="small"
                fullWidth
                label={label}
                placeholder={placeholder}
                value={editor.facts[name]}
                onChange={(event) => editor.update(name, event.target.value)}
                onBlur={() => editor.touch(name)}
                disabled={disabled}
                error={Boolean(problem)}
                helperText={problem}
                slotProps={{
                  htmlInput: { inputMode, maxLength: 16, autoComplete: 'off' },
                  formHelperText: { sx: { mx: 0, lineHeight: 1.3 } },
                }}
              />
            </Grid>
          );
        })}
      </Grid>
    </Paper>
  );
}
