import Button from '@mui/material/Button';
import { useState } from 'react';

import { type Plan, type Plans, findPlan, isMonthlyPlan } from '@/lib/plans';

import type { Billing, PlanChange } from '../api/types';
import { planChangeLabel } from '../plan-change';
import { ChangePlanDialog } from './change-plan-dialog';

/**
 * For an agent with an active monthly plan: which plan is theirs, what switching to each other
 * plan would do (from the server's billing answer), and the confirmation before switching.
 */
export function usePlanSwitch(billing: Billing | undefined, plans: Plans | undefined) {
  const [pending, setPending] = useState<PlanChange | null>(null);
  const subscribed = billing?.status === 'active' && isMonthlyPlan(findPlan(plans, billing.plan));
  const changeFor = (planId: string) => (subscribed ? billing?.planChanges.find((change) => change.plan === planId) : undefined);

  /**
   * A plan card's button for a subscriber: "Switch to …" or "Downgrade to …" on the other
   * monthly plans (waiting for the billing answer to say what a switch does); `undefined`
   * where the card keeps its own (not a subscriber, their own plan, a per-report plan).
   * `accountPlan` is the active plan the account names, known before the billing answer.
   */
  const cardAction = (plan: Plan, accountPlan: string | null | undefined) => {
    if (!isMonthlyPlan(plan) || plan.id === accountPlan || !isMonthlyPlan(findPlan(plans, accountPlan))) return undefined;
    if (billing && !subscribed) return undefined;
    const change = changeFor(plan.id);
    return (
      <Button
        variant={plan.popular ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        disabled={!change}
        onClick={change ? () => setPending(change) : undefined}
      >
        {change ? planChangeLabel(change) : `Switch to ${plan.name}`}
      </Button>
    );
  };

  return {
    isCurrent: (planId: string) => subscribed && billing?.plan === planId,
    changeFor,
    choose: setPending,
    cardAction,
    dialog: billing ? (
      <ChangePlanDialog billing={billing} change={pending} currentPriceCents={findPlan(plans, billing.plan)?.priceCents} onClose={() => setPending(null)} />
    ) : null,
  };
}

export type PlanSwitch = ReturnType<typeof usePlanSwitch>;
