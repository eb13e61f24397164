import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { type Plan, formatCents } from '@/lib/plans';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { PAYMENT_REDIRECT_MS } from '../rules';
import { useDashboardRedirect } from '../use-dashboard-redirect';
import { useOpenUrl } from '../open-url';
import { CheckoutDone } from './checkout-done';
import { CheckoutLayout } from './checkout-layout';
import { PaymentStep } from './payment-step';

type Stage = { kind: 'loading' } | { kind: 'failed' } | { kind: 'payment'; clientSecret: string } | { kind: 'paid' };

/**
 * Checkout for one report (pay-per-report): a one-off payment at the server's price, so there
 * is no coupon step. If the server answers with a page to continue on, the agent goes there.
 */
export function ReportCheckout({ plan, notice }: { plan: Plan; notice?: string }) {
  const { trigger } = useCreatePaymentIntent();
  const handleUnauthorized = useUnauthorizedHandler();
  const openUrl = useOpenUrl();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const started = useRef(false);

  const request = async () => {
    try {
      const answer = await trigger({ amount: plan.priceCents / 100, description: `${plan.name}: one showing report` });
      if (answer.url) {
        openUrl(answer.url);
        return;
      }
      setStage({ kind: 'payment', clientSecret: answer.clientSecret });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      setStage({ kind: 'failed' });
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const start = useEffectEvent(() => void request());
  useEffect(() => {
    // Once per visit, also when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  const retry = () => {
    setStage({ kind: 'loading' });
    void request();
  };

  const onPaid = () => {
    setStage({ kind: 'paid' });
    toast({ title: 'Payment Successful', description: 'Your report is ready to use.' });
  };

  useDashboardRedirect(stage.kind === 'paid' ? PAYMENT_REDIRECT_MS : null);

  if (stage.kind === 'paid') {
    return <CheckoutDone title="Payment Successful" description="One report was added to your account. Record a showing to use it." />;
  }

  return (
    <CheckoutLayout plan={plan} title="Buy a report" notice={notice}>
      <SectionCard title="Payment Details" description={`${formatCents(plan.priceCents)} for one report, with no commitment. Coupons apply to monthly plans.`}>
        {stage.kind === 'loading' && (
          <Stack spacing={1.5} aria-busy="true" aria-label="Preparing your payment">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={44} />
          </Stack>
        )}
        {stage.kind === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            Your payment could not be prepared.
          </Alert>
        )}
        {stage.kind === 'payment' && (
          <PaymentStep key={stage.clientSecret} clientSecret={stage.clientSecret} submitLabel={`Pay ${formatCents(plan.priceCents)}`} onPaid={onPaid} />
        )}
      </SectionCard>
    </CheckoutLayout>
  );
}
