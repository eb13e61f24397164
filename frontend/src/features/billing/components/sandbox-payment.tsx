import Science from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useConfirmTestPayment } from '../api/confirm-test-payment';
import type { PaymentStepProps } from './payment-step';

/** The server takes no real payments: the agent confirms the purchase here instead of paying. */
export function SandboxPayment({ clientSecret, onPaid, disabled }: PaymentStepProps) {
  const headingId = useId();
  const { trigger, isMutating } = useConfirmTestPayment();
  const handleUnauthorized = useUnauthorizedHandler();

  const confirm = async () => {
    try {
      await trigger({ clientSecret });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Payment Failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    onPaid();
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: 'warning.main', borderRadius: 2, p: { xs: 2, sm: 2.5 }, bgcolor: 'rgba(237, 108, 2, 0.06)' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Science color="warning" aria-hidden />
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
          Test mode — confirm payment
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        This server runs payments in test mode: no card is needed and nothing is charged. Confirming completes the purchase as if it had
        been paid.
      </Typography>
      <Button variant="contained" color="warning" size="large" fullWidth onClick={() => void confirm()} loading={isMutating} disabled={disabled}>
        Confirm test payment
      </Button>
    </Box>
  );
}
