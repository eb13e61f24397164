import Alert from '@mui/material/Alert';
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

import { useChangePlan } from '../api/change-plan';
import type { Billing, PlanChange } from '../api/types';
import { planChangeLabel, planChangePriceText, planChangeReportsText } from '../plan-change';

/**
 * Asks before moving the subscription to another plan, saying what it will cost and what this
 * month's reports become; then switches (the same subscription, at once).
 */
export function ChangePlanDialog({
  billing,
  change,
  currentPriceCents,
  onClose,
}: {
  billing: Billing;
  change: PlanChange | null;
  currentPriceCents: number | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  const { trigger, isMutating } = useChangePlan();
  const handleUnauthorized = useUnauthorizedHandler();

  const confirm = async () => {
    if (!change) return;
    try {
      await trigger({ planId: change.plan });
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    onClose();
    toast({ title: 'Plan Changed', description: `You are now on the ${change.planName} plan.` });
  };

  return (
    <Dialog open={change !== null} onClose={isMutating ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {change && (
        <>
          <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
            {planChangeLabel(change)}?
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{planChangePriceText(billing, change, currentPriceCents)}</DialogContentText>
            <DialogContentText sx={{ mt: 1.5 }}>{planChangeReportsText(billing, change)}</DialogContentText>
            {billing.cancelAtPeriodEnd && (
              <Alert severity="info" sx={{ mt: 2 }}>
                Your cancellation is withdrawn: the subscription goes on with {change.planName}.
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} disabled={isMutating}>
              Keep {billing.planName}
            </Button>
            <Button variant="contained" onClick={() => void confirm()} loading={isMutating}>
              {planChangeLabel(change)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
