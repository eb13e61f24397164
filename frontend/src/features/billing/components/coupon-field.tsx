import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface CouponFieldProps {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  /** A coupon is being checked. */
  pending: boolean;
  disabled: boolean;
  error: string | null;
  /** The coupon the current payment includes. */
  applied: string | null;
}

export function CouponField({ value, onChange, onApply, pending, disabled, error, applied }: CouponFieldProps) {
  const helperText = error ?? (applied ? `Coupon ${applied.toUpperCase()} is applied.` : 'Have a coupon? It is checked as you type.');
  return (
    <Stack
      component="form"
      aria-label="Coupon"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <TextField
        label="Coupon code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        error={Boolean(error)}
        helperText={helperText}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="outlined" disabled={disabled || !value.trim()} loading={pending} sx={{ minWidth: 96, height: 40, flexShrink: 0 }}>
        Apply
      </Button>
    </Stack>
  );
}
