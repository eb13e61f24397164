import Chip, { type ChipProps } from '@mui/material/Chip';

function colorOf(status: string): ChipProps['color'] {
  if (status === 'completed' || status === 'active') return 'success';
  if (status === 'past_due' || status === 'pending' || status === 'processing') return 'warning';
  if (status === 'canceled' || status === 'cancelled' || status === 'failed') return 'error';
  return 'default';
}

/** A small badge for a showing or subscription status ("completed", "active", "inactive"...). */
export function StatusChip({ status, fallback = 'inactive' }: { status: string | null | undefined; fallback?: string }) {
  const label = status || fallback;
  return <Chip size="small" label={label.replace(/_/g, ' ')} color={colorOf(label)} sx={{ textTransform: 'capitalize', fontWeight: 600 }} />;
}
