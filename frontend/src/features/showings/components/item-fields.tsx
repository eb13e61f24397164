import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';

import { FormTextField } from '@/components/ui/form-text-field';

import { priorityOptions } from '../item-schemas';

const dollarBox = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } as const;

/**
 * The boxes of a repair or upgrade (Formik fields named as the server names them, so its
 * per-field messages land beside the right box). `allowUnset` offers an empty priority for an
 * item whose priority is not one of the known three.
 */
export function ItemFields({ categoryRequired = false, allowUnset = false, figuresHint }: { categoryRequired?: boolean; allowUnset?: boolean; figuresHint: string }) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField name="description" label="Description" required multiline minRows={1} maxRows={4} autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField name="category" label="Category" required={categoryRequired} placeholder="e.g. Plumbing" slotProps={{ htmlInput: { autoComplete: 'off' } }} />
      </Grid>
      <Grid size={{ xs: 7, sm: 4 }}>
        <FormTextField name="priority" label="Priority" select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {allowUnset && <option value="">Not set</option>}
          {priorityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 5, sm: 3 }}>
        <FormTextField name="quantity" label="Quantity" slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }} />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          Cost range
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {figuresHint}
        </Typography>
      </Grid>
      <Grid size={4}>
        <FormTextField name="lowCost" label="Low" slotProps={dollarBox} />
      </Grid>
      <Grid size={4}>
        <FormTextField name="estimatedCost" label="Typical" slotProps={dollarBox} />
      </Grid>
      <Grid size={4}>
        <FormTextField name="highCost" label="High" slotProps={dollarBox} />
      </Grid>
    </Grid>
  );
}
