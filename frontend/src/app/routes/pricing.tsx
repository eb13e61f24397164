import Stack from '@mui/material/Stack';

import { ReportPacksOffer } from '@/features/billing/components/report-packs-offer';
import { PlanList } from '@/features/pricing/components/plan-list';
import { PricingFaq } from '@/features/pricing/components/pricing-faq';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';

/** Spec §2 "Pricing screen": the plans, add-on packs for agents who can buy them, and the FAQ. */
export default function PricingRoute() {
  useDocumentTitle('Pricing');
  const { user } = useUser();
  const activePlan = user?.subscriptionStatus === 'active' ? user.subscriptionPlan : null;
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <PlanList activePlan={activePlan} />
      {user && <ReportPacksOffer user={user} />}
      <PricingFaq />
    </Stack>
  );
}
