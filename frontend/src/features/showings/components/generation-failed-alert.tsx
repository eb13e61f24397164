import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import { isClientError, serverMessage } from '../report-flow';

export interface GenerationFailure {
  error: unknown;
  /** Set when the showing was saved before the report failed. */
  showingId?: number;
}

/** Explains a failed generation next to the button, in the server's words when it gave a reason. */
export function GenerationFailedAlert({ failure }: { failure: GenerationFailure }) {
  const { error, showingId } = failure;
  const reason = isClientError(error) ? serverMessage(error) : 'The report service did not answer. Please try again in a moment.';
  const allowanceUsedUp = isClientError(error) && error.code === 'allowance_used_up';
  return (
    <Alert
      severity={allowanceUsedUp ? 'warning' : 'error'}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {allowanceUsedUp && (
            <Button component={RouterLink} to={paths.pricing.getHref()} color="inherit" size="small" variant="outlined">
              View Plans
            </Button>
          )}
          {showingId !== undefined && (
            <Button component={RouterLink} to={paths.report.getHref(showingId)} color="inherit" size="small">
              Open Showing
            </Button>
          )}
        </Stack>
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{allowanceUsedUp ? 'Report allowance used up' : 'The report was not generated'}</AlertTitle>
      {reason}
      {showingId !== undefined && ' Your showing is saved; you can generate its report later from the showing page.'}
    </Alert>
  );
}
