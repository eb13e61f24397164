import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';

import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { useRefreshAccount } from '../api/get-billing';
import type { PaymentStepProps } from './payment-step';

const loading = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js is fetched on the first payment form, once per key. If the script cannot load
 * (blocked, offline) the form has no Stripe, and paying says so; the next form tries again.
 */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loading.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      loading.delete(publishableKey);
      return null;
    });
    loading.set(publishableKey, promise);
  }
  return promise;
}

function notInitialized() {
  toast({ title: 'Payment Error', description: 'Payment system not initialized. Please try again.', variant: 'destructive' });
}

function PaymentForm({ submitLabel, onPaid, disabled }: Omit<PaymentStepProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const refreshAccount = useRefreshAccount();
  const [submitting, setSubmitting] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      notInitialized();
      return;
    }
    setSubmitting(true);
    try {
      // Cards settle here; a bank redirect comes back to the dashboard instead.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.dashboard.getHref()}` },
        redirect: 'if_required',
      });
      if (error) {
        toast({ title: 'Payment Failed', description: error.message ?? 'The payment did not go through.', variant: 'destructive' });
        return;
      }
    } catch (error) {
      toast({ title: 'Payment Failed', description: errorMessage(error), variant: 'destructive' });
      return;
    } finally {
      setSubmitting(false);
    }
    await refreshAccount();
    onPaid();
  };

  return (
    <form onSubmit={(event) => void pay(event)} aria-label="Payment details" noValidate>
      <PaymentElement />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} disabled={disabled} sx={{ mt: 2.5 }}>
        {submitLabel}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5, textAlign: 'center' }}>
        Card details go straight to our payment provider; Showscribe never sees them.
      </Typography>
    </form>
  );
}

/** The provider's embedded payment form; loaded lazily, so other pages never fetch its code. */
export default function StripePaymentForm({ publishableKey, clientSecret, ...form }: PaymentStepProps & { publishableKey: string | null }) {
  const theme = useTheme();
  // Elements takes its Stripe once; a later change of the prop is ignored.
  const [stripe] = useState(() => (publishableKey ? stripeFor(publishableKey) : null));
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: theme.palette.primary.main, borderRadius: `${theme.shape.borderRadius}px`, fontFamily: theme.typography.fontFamily },
        },
      }}
    >
      <PaymentForm {...form} />
    </Elements>
  );
}
