import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

import { usePlans } from '@/lib/plans';

/** Where plans or prices would be when `GET /api/plans` failed: says so and offers to ask again. */
export function PlansLoadError({ sx }: { sx?: SxProps<Theme> }) {
  const { mutate, isValidating } = usePlans();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void mutate()} loading={isValidating}>
          Retry
        </Button>
      }
    >
      The plans and prices could not be loaded.
    </Alert>
  );
}
