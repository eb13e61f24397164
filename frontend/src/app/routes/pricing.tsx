import Stack from '@mui/material/Stack';

import { isPlanId } from '@/config/plans';
import { ReportPacksOffer } from '@/features/billing/components/report-packs-offer';
import { PlanList } from '@/features/pricing/components/plan-list';
import { PricingFaq } from '@/features/pricing/components/pricing-faq';
import { useUser } from '@/lib/auth';

/** Spec §2 "Pricing screen": the plans, add-on packs for agents who can buy them, and the FAQ. */
export default function PricingRoute() {
  const { user } = useUser();
  const plan = user?.subscriptionPlan;
  const currentPlan = user?.subscriptionStatus === 'active' && isPlanId(plan) && plan !== 'pay-per-report' ? plan : null;
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <PlanList currentPlan={currentPlan} />
      {user && <ReportPacksOffer user={user} />}
      <PricingFaq />
    </Stack>
  );
}
