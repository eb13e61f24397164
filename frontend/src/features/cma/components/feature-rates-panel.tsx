import ExpandMore from '@mui/icons-material/ExpandMore';
import Tune from '@mui/icons-material/Tune';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { formatMoney } from '@/lib/format';

import { DEFAULT_FEATURE_RATES, type FeatureRates } from '../api/types';
import type { ComparablesDraft } from '../use-comparables-draft';

const rateFields: { rate: keyof FeatureRates; label: string; unit: string; help: string }[] = [
  { rate: 'perBedroom', label: 'Per bedroom', unit: 'bedroom', help: 'For each bedroom more or fewer than the subject.' },
  { rate: 'perBathroom', label: 'Per bathroom', unit: 'bathroom', help: 'Half of it for a half bath.' },
  { rate: 'perSquareFoot', label: 'Per square foot', unit: 'sq ft', help: 'Of living-area difference.' },
  { rate: 'perYearOfAge', label: 'Per year of age', unit: 'year', help: 'For each year newer or older.' },
];

const defaults = rateFields.map(({ rate, unit }) => `${formatMoney(DEFAULT_FEATURE_RATES[rate])}/${unit}`).join(' · ');

/**
 * The dollar value of one unit of difference per feature, used to adjust each comparable toward
 * the subject. Collapsed by default: the server's defaults suit most markets to start with.
 */
export function FeatureRatesPanel({ draft, disabled }: { draft: ComparablesDraft; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const hasProblem = rateFields.some(({ rate }) => draft.rateProblem(rate));
  return (
    <Accordion
      variant="outlined"
      disableGutters
      // A problem with a rate must be seen, so the panel opens itself.
      expanded={open || hasProblem}
      onChange={(_, expanded) => setOpen(expanded)}
      // The rates live in the draft, so the boxes need not exist while the panel is closed.
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Tune fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
          <Stack sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>Adjustment rates</Typography>
            <Typography variant="caption" color="text.secondary">
              {draft.ratesChanged ? 'Your own rates for this showing' : `Defaults: ${defaults}`}
            </Typography>
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          These are starting points; change them to suit your market. A rate of $0 leaves that feature out.
        </Typography>
        <Grid container spacing={2}>
          {rateFields.map(({ rate, label, help }) => {
            const problem = draft.rateProblem(rate);
            return (
              <Grid key={rate} size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  size="small"
                  fullWidth
                  label={label}
                  value={draft.rates[rate]}
                  onChange={(event) => draft.setRate(rate, event.target.value)}
                  onBlur={() => draft.touchRate(rate)}
                  disabled={disabled}
                  error={Boolean(problem)}
                  helperText={problem ?? help}
                  slotProps={{
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                    htmlInput: { inputMode: 'decimal', maxLength: 16, autoComplete: 'off' },
                  }}
                />
              </Grid>
            );
          })}
        </Grid>
        <Button size="small" onClick={draft.resetRates} disabled={disabled || !draft.ratesChanged} sx={{ mt: 1.5 }}>
          Reset to defaults
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
