import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { DEFAULT_PLAN, findPlan, isPlanId } from '@/config/plans';
import { Checkout } from '@/features/billing/components/checkout';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';

/**
 * Spec §2/§6: checkout for `?plan=` (pro when missing or unknown). A visitor is asked to log in
 * and sent to register with the plan, which brings them back here once the account exists.
 */
export default function SubscribeRoute() {
  const { user } = useUser();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('plan');
  const planId = isPlanId(requested) ? requested : DEFAULT_PLAN;
  const plan = findPlan(planId);

  useEffect(() => {
    if (!user) toast({ title: 'Authentication Required', description: 'Please log in to subscribe.', variant: 'destructive' });
  }, [user]);

  if (!user) return <Navigate to={paths.auth.getHref({ plan: planId })} replace />;
  if (!plan) return null;
  // A new plan is a new checkout: nothing from the previous one carries over.
  return <Checkout key={planId} plan={plan} user={user} requested={requested && !isPlanId(requested) ? requested : null} />;
}
