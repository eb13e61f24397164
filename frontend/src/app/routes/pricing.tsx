import Stack from '@mui/material/Stack';

import { useBilling } from '@/features/billing/api/get-billing';
import { usePlanSwitch } from '@/features/billing/components/plan-switch';
import { ReportPacksOffer } from '@/features/billing/components/report-packs-offer';
import { PlanList } from '@/features/pricing/components/plan-list';
import { PricingFaq } from '@/features/pricing/components/pricing-faq';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { findPlan, isMonthlyPlan, usePlans } from '@/lib/plans';

/**
 * Spec §2 "Pricing screen": the plans, add-on packs for agents who can buy them, and the FAQ.
 * A subscriber switches to another plan from its card rather than starting a second subscription.
 */
export default function PricingRoute() {
  useDocumentTitle('Pricing');
  const { user } = useUser();
  const activePlan = user?.subscriptionStatus === 'active' ? user.subscriptionPlan : null;
  const plans = usePlans();
  const billing = useBilling({ enabled: isMonthlyPlan(findPlan(plans.data, activePlan)) });
  const planSwitch = usePlanSwitch(billing.data, plans.data);
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <PlanList activePlan={activePlan} action={(plan) => planSwitch.cardAction(plan, activePlan)} />
      {planSwitch.dialog}
      {user && <ReportPacksOffer user={user} />}
      <PricingFaq />
    </Stack>
  );
}
