import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

import { PERCENT_ADJUSTMENT } from '../api/types';
import { formatPercentAdjustment } from '../format';

const { min, max, step } = PERCENT_ADJUSTMENT;

// Every step is a mark; the ends and zero carry labels so the scale reads at a glance.
const marks = Array.from({ length: (max - min) / step + 1 }, (_, index) => {
  const value = min + index * step;
  return { value, label: value === min || value === 0 || value === max ? formatPercentAdjustment(value) : undefined };
});

/**
 * The agent's ±% judgement of a comparable against the subject, in 5% steps from −20% to +20%:
 * positive when the comparable is worse (its price is raised), negative when it is better.
 */
export function AdjustmentSlider({
  value,
  onChange,
  label,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  /** The accessible name, e.g. "Adjustment, comparable 2". */
  label: string;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 0, px: 1.5 }}>
        <Slider
          value={value}
          onChange={(_, next) => onChange(Array.isArray(next) ? (next[0] ?? 0) : next)}
          min={min}
          max={max}
          step={step}
          marks={marks}
          // A ±% reads from zero, not from −20%: no filled track.
          track={false}
          disabled={disabled}
          valueLabelDisplay="auto"
          valueLabelFormat={formatPercentAdjustment}
          getAriaValueText={formatPercentAdjustment}
          aria-label={label}
          size="small"
          sx={{ '& .MuiSlider-markLabel': { fontSize: 11, color: 'text.secondary' } }}
        />
      </Box>
      <Typography
        aria-hidden
        variant="body2"
        sx={{ width: 44, flexShrink: 0, textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: value === 0 ? 'text.secondary' : 'text.primary' }}
      >
        {formatPercentAdjustment(value)}
      </Typography>
    </Box>
  );
}
