import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { formatCents } from '@/lib/plans';

import { PaymentStep } from './payment-step';

export interface PackPurchase {
  count: number;
  totalCents: number;
  perReportCents: number;
  clientSecret: string;
}

/** The payment step of a pack purchase. Closing it leaves the pack unpaid; nothing is charged. */
export function PackPurchaseDialog({ purchase, onClose, onPaid }: { purchase: PackPurchase | null; onClose: () => void; onPaid: (purchase: PackPurchase) => void }) {
  const titleId = useId();
  return (
    <Dialog
      open={purchase !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // On a phone the provider's card form needs every pixel of width it can get.
      sx={{ '& .MuiDialog-paper': { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } }}
    >
      {purchase && (
        <>
          <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
            Buy {purchase.count} reports
          </DialogTitle>
          <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
            <Typography color="text.secondary" sx={{ mb: 2.5 }}>
              Total {formatCents(purchase.totalCents)} ({formatCents(purchase.perReportCents)} per report), charged once.
            </Typography>
            <PaymentStep
              key={purchase.clientSecret}
              clientSecret={purchase.clientSecret}
              submitLabel={`Pay ${formatCents(purchase.totalCents)}`}
              onPaid={() => onPaid(purchase)}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
