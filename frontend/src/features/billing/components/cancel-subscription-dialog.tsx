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
import { periodEndDate } from '../plan-change';

const reports = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/** What cancelling does, as the server says before it is done. */
export interface CancelTerms {
  planName: string;
  /** "at_period_end": runs to the end of the paid period; "immediately": ends now (no paid period). */
  cancelEffect: 'at_period_end' | 'immediately' | null;
  currentPeriodEnd: string | null;
  packReports: number;
}

/** What the dialog says will happen. */
export function cancelConsequence(terms: CancelTerms): string {
  if (terms.cancelEffect === 'immediately') {
    const kept = terms.packReports > 0 ? ` Your ${reports(terms.packReports)} bought separately stay available.` : '';
    return `Your ${terms.planName} plan was started with the test coupon, so there is no paid period to run out: cancelling ends it now.${kept}`;
  }
  const date = periodEndDate(terms);
  const until = date ? `until ${date}` : 'until the end of the current billing period';
  return `Your ${terms.planName} plan and its reports stay available ${until}. After that you will not be charged again.`;
}

/** Asks before cancelling, naming when the plan ends; then cancels. */
export function CancelSubscriptionDialog({ open, terms, onClose }: { open: boolean; terms: CancelTerms; onClose: () => void }) {
  const titleId = useId();
  const { trigger, isMutating } = useCancelSubscription();
  const handleUnauthorized = useUnauthorizedHandler();
  const endsNow = terms.cancelEffect === 'immediately';

  const cancel = async () => {
    let after;
    try {
      after = await trigger();
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    onClose();
    const date = after ? periodEndDate(after) : null;
    const description = endsNow
      ? `Your ${terms.planName} plan has ended.`
      : `Your ${terms.planName} plan stays active until ${date ?? 'the end of the billing period'}.`;
    toast({ title: 'Subscription Canceled', description });
  };

  return (
    <Dialog open={open} onClose={isMutating ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {endsNow ? 'End your plan now?' : 'Cancel your subscription?'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{cancelConsequence(terms)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isMutating}>
          Keep Subscription
        </Button>
        <Button variant="contained" color="error" onClick={() => void cancel()} loading={isMutating}>
          {endsNow ? 'End Plan Now' : 'Confirm Cancellation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
