import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, lazy } from 'react';

import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { useBillingConfig } from '../api/get-billing-config';
import { SandboxPayment } from './sandbox-payment';

// The provider's libraries load only when a payment form in provider mode is shown.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export interface PaymentStepProps {
  /** What the server handed out for this payment. */
  clientSecret: string;
  /** The pay button of the provider's form, e.g. "Pay $20.00". */
  submitLabel: string;
  /** Called once the payment went through and the account data was refreshed. */
  onPaid: () => void;
  /** While the payment is being replaced (a coupon is on its way), nothing can be paid. */
  disabled?: boolean;
}

function PaymentFormSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label="Loading the payment form">
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={44} />
    </Stack>
  );
}

/**
 * The payment of a subscription, a report or a pack: the provider's embedded form, or, when the
 * server runs without a provider, a clearly marked test step that completes it without a card.
 */
export function PaymentStep(props: PaymentStepProps) {
  const config = useBillingConfig({
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });

  if (config.error && !config.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void config.mutate()}>
            Retry
          </Button>
        }
      >
        The payment form could not be loaded.
      </Alert>
    );
  }
  if (!config.data) return <PaymentFormSkeleton />;

  if (config.data.mode === 'sandbox') return <SandboxPayment {...props} />;
  return (
    <Suspense fallback={<PaymentFormSkeleton />}>
      <StripePaymentForm publishableKey={config.data.publishableKey ?? null} {...props} />
    </Suspense>
  );
}
