import { useState } from 'react';

import type { User } from '@/lib/auth';
import { type Plan, isMonthlyPlan } from '@/lib/plans';

import { CheckoutDone } from './checkout-done';
import { ReportCheckout } from './report-checkout';
import { SubscriptionCheckout } from './subscription-checkout';

/**
 * The subscribe screen (spec §2): a monthly plan or a single report. `requested` is the plan
 * the link asked for, when it named none that exists (the default plan is shown instead).
 */
export function Checkout({ plan, user, requested }: { plan: Plan; user: User; requested?: string | null }) {
  const notice = requested ? `There is no plan called “${requested}”, so here is the ${plan.name} plan.` : undefined;
  // Decided on arrival: once this checkout activates the plan, the screen must not change to this.
  const [alreadyOnPlan] = useState(() => isMonthlyPlan(plan) && user.subscriptionPlan === plan.id && user.subscriptionStatus === 'active');

  if (alreadyOnPlan) {
    return (
      <CheckoutDone
        title={`You are on the ${plan.name} plan`}
        description="Your subscription is active. See your allowance and manage the plan under Billing on the dashboard."
      />
    );
  }
  if (plan.priceUnit === 'report') return <ReportCheckout plan={plan} notice={notice} />;
  return <SubscriptionCheckout plan={plan} notice={notice} />;
}
