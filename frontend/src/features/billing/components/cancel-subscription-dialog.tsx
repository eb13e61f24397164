import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useCancelSubscription } from '../api/cancel-subscription';

/** Asks before cancelling; the plan then runs to the end of the period that is paid for. */
export function CancelSubscriptionDialog({ open, planName, onClose }: { open: boolean; planName: string; onClose: () => void }) {
  const titleId = useId();
  const { trigger, isMutating } = useCancelSubscription();
  const handleUnauthorized = useUnauthorizedHandler();

  const cancel = async () => {
    try {
      await trigger();
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    onClose();
    toast({ title: 'Subscription Canceled', description: `Your ${planName} plan stays active until the end of the billing period.` });
  };

  return (
    <Dialog open={open} onClose={isMutating ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Cancel your subscription?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your {planName} plan and its reports stay available until the end of the current billing period. After that you will not be
          charged again.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isMutating}>
          Keep Subscription
        </Button>
        <Button variant="contained" color="error" onClick={() => void cancel()} loading={isMutating}>
          Confirm Cancellation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
