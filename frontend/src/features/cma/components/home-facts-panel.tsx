import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useId } from 'react';

import { homeFactFields } from '@/lib/home-facts';

import type { SubjectFactsEditor } from '../use-subject-facts-draft';

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
        {homeFactFields.map(({ name, label, inputMode, placeholder }) => {
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
