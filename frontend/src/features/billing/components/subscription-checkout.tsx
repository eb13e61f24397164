import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import type { Plan } from '@/lib/plans';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useRefreshAccount } from '../api/get-billing';
import { useBillingConfig } from '../api/get-billing-config';
import { useGetOrCreateSubscription } from '../api/get-or-create-subscription';
import { FREE_SUBSCRIPTION } from '../api/types';
import { COUPON_DEBOUNCE_MS, FREE_SUBSCRIPTION_REDIRECT_MS, PAYMENT_REDIRECT_MS, couponAppliedMessage, isTestCoupon, paymentTerms } from '../rules';
import { serverText } from '../server-text';
import { useDashboardRedirect } from '../use-dashboard-redirect';
import { CheckoutDone } from './checkout-done';
import { CheckoutLayout } from './checkout-layout';
import { CouponField } from './coupon-field';
import { PaymentStep } from './payment-step';

/**
 * What the test coupon does, and the button that starts the free plan: beside the text where
 * there is room, under it on a phone (the alert's action area would squeeze the text into a
 * narrow column).
 */
function FreeOffer({ coupon, planName, onStart, disabled }: { coupon: string; planName: string; onStart: () => void; disabled: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const start = (
    <Button color="inherit" variant="outlined" size={phone ? 'medium' : 'small'} onClick={onStart} disabled={disabled} sx={phone ? { mt: 1.5, minHeight: 44 } : { whiteSpace: 'nowrap' }}>
      Start Free Plan
    </Button>
  );
  const text = `${coupon.toUpperCase()} takes the whole price off: your ${planName} plan starts as soon as you press Start Free Plan, and nothing is charged. Cancelling it later ends it at once.`;
  return (
    <Alert severity="success" sx={{ mt: 2 }} action={phone ? undefined : start}>
      {phone ? (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {text}
          </Box>
          {start}
        </>
      ) : (
        text
      )}
    </Alert>
  );
}

type Stage =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'payment'; clientSecret: string }
  | { kind: 'free'; coupon: string }
  | { kind: 'paid' };

/**
 * Checkout for a monthly plan (spec §2, §4). On arrival it asks the server for the plan's first
 * payment; a coupon, sent 500 ms after the agent stops typing or at once with Apply, asks again.
 * The test coupon would start the plan at once, so it is only checked as it is typed: the agent
 * is told what it does and starts the free plan with a button. If nothing is left to pay the plan
 * is active already and the agent goes on to the dashboard.
 */
export function SubscriptionCheckout({ plan, notice }: { plan: Plan; notice?: string }) {
  const { trigger } = useGetOrCreateSubscription();
  const refreshAccount = useRefreshAccount();
  const handleUnauthorized = useUnauthorizedHandler();
  // Names the code that takes the whole price off (sandbox mode only); the payment step reads the
  // same answer. Coupons can be typed once it has arrived, so every coupon's message knows it.
  const config = useBillingConfig().data;
  const testCoupon = config?.testCoupon;

  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [coupon, setCoupon] = useState('');
  const [couponPending, setCouponPending] = useState(false);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);
  // What the first payment takes, as the server priced it (the coupon taken off).
  const [amountDue, setAmountDue] = useState<number | null>(null);
  // The test coupon, recognised and waiting for the agent to start the free plan.
  const [freeOffer, setFreeOffer] = useState<string | null>(null);

  // Only the answer to the newest request counts: an older one may arrive after it.
  const latestRequest = useRef(0);
  const sentCoupon = useRef('');
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const started = useRef(false);

  const request = async (couponCode: string) => {
    const id = ++latestRequest.current;
    sentCoupon.current = couponCode;
    let clientSecret: string;
    let amountDueCents: number | null | undefined;
    try {
      ({ clientSecret, amountDueCents } = await trigger({ planId: plan.id, couponCode: couponCode || undefined }));
    } catch (error) {
      if (id !== latestRequest.current) return;
      setCouponPending(false);
      if (handleUnauthorized(error)) return;
      if (couponCode) {
        // The payment asked for before the coupon stays as it was.
        setCouponError(serverText(error));
        toast({ title: 'Coupon Error', description: errorMessage(error), variant: 'destructive' });
      } else {
        setStage({ kind: 'failed' });
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      }
      return;
    }
    if (id !== latestRequest.current) return;
    setCouponPending(false);

    if (clientSecret === FREE_SUBSCRIPTION) {
      setStage({ kind: 'free', coupon: couponCode });
      const discount = couponCode ? `${couponAppliedMessage(couponCode, testCoupon)} ` : '';
      toast({ title: 'Free Subscription Activated', description: `${discount}Your ${plan.name} plan is active.` });
      await refreshAccount();
      return;
    }
    setStage({ kind: 'payment', clientSecret });
    setAppliedCoupon(couponCode || null);
    setAmountDue(amountDueCents ?? null);
    if (couponCode) toast({ title: 'Coupon Applied', description: couponAppliedMessage(couponCode, testCoupon) });
  };

  const sendCoupon = (code: string) => {
    clearTimeout(debounce.current);
    setCouponError(null);
    setFreeOffer(null);
    setCouponPending(true);
    void request(code);
  };

  /** Checks a code: the test coupon is offered for confirmation, any other is sent. */
  const checkCoupon = (code: string) => {
    clearTimeout(debounce.current);
    if (isTestCoupon(code, testCoupon)) {
      setCouponError(null);
      setFreeOffer(code);
    } else if (code !== sentCoupon.current) {
      sendCoupon(code);
    }
  };

  const onCouponChange = (value: string) => {
    setCoupon(value);
    setCouponError(null);
    setFreeOffer(null);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => checkCoupon(value.trim()), COUPON_DEBOUNCE_MS);
  };

  const onApply = () => {
    const code = coupon.trim();
    if (!code) return;
    if (isTestCoupon(code, testCoupon)) checkCoupon(code);
    else sendCoupon(code);
  };

  const retry = () => {
    setStage({ kind: 'loading' });
    void request('');
  };

  const start = useEffectEvent(() => void request(''));
  useEffect(() => {
    // Once per visit, also when development mode runs effects twice.
    if (!started.current) {
      started.current = true;
      start();
    }
    return () => clearTimeout(debounce.current);
  }, []);

  const onPaid = () => {
    setStage({ kind: 'paid' });
    toast({ title: 'Payment Successful', description: `Your ${plan.name} plan is active.` });
  };

  useDashboardRedirect(stage.kind === 'free' ? FREE_SUBSCRIPTION_REDIRECT_MS : stage.kind === 'paid' ? PAYMENT_REDIRECT_MS : null);

  if (stage.kind === 'free') {
    const discount = stage.coupon ? `${couponAppliedMessage(stage.coupon, testCoupon)} ` : '';
    return (
      <CheckoutDone
        title="Free Subscription Activated"
        description={`${discount}Your ${plan.name} plan is active with ${plan.reports} reports a month, and nothing was charged.`}
      />
    );
  }
  if (stage.kind === 'paid') {
    return <CheckoutDone title="Payment Successful" description={`Your ${plan.name} plan is active with ${plan.reports} reports a month.`} />;
  }

  return (
    <CheckoutLayout plan={plan} title={`Subscribe to ${plan.name}`} notice={notice}>
      <Stack spacing={3}>
        <SectionCard title="Coupon" description="A coupon is applied to your subscription before you pay.">
          <CouponField
            value={coupon}
            onChange={onCouponChange}
            onApply={onApply}
            pending={couponPending}
            disabled={stage.kind !== 'payment' || !config}
            error={couponError}
            applied={appliedCoupon}
          />
          {freeOffer && <FreeOffer coupon={freeOffer} planName={plan.name} onStart={() => sendCoupon(freeOffer)} disabled={couponPending} />}
        </SectionCard>
        <SectionCard title="Payment Details" description={paymentTerms(plan, appliedCoupon, amountDue)}>
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
            <>
              {couponPending && <LinearProgress aria-label="Applying the coupon" sx={{ mb: 2 }} />}
              <PaymentStep key={stage.clientSecret} clientSecret={stage.clientSecret} submitLabel="Subscribe" onPaid={onPaid} disabled={couponPending} />
            </>
          )}
        </SectionCard>
      </Stack>
    </CheckoutLayout>
  );
}
