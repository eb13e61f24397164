import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { findPlan, isMonthlyPlan, usePlans } from '@/lib/plans';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useBilling } from '../api/get-billing';
import { ReportPacks } from './report-packs';

/**
 * The pricing screen's add-on section, only for agents who can buy packs (spec §6). The server
 * decides (`canBuyPacks`); agents without an active monthly plan are not even asked about.
 */
export function ReportPacksOffer({ user }: { user: User }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const plans = usePlans();
  const { data } = useBilling({
    enabled: user.subscriptionStatus === 'active' && isMonthlyPlan(findPlan(plans.data, user.subscriptionPlan)),
    onError: (error) => {
      if (!handleUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });
  if (!data?.canBuyPacks || data.packs.length === 0) return null;
  return <ReportPacks packs={data.packs} planName={data.planName} title="Need More Reports?" />;
}
