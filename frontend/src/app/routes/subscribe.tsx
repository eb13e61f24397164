import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { PlansLoadError } from '@/components/ui/plans-load-error';
import { paths } from '@/config/paths';
import { Checkout } from '@/features/billing/components/checkout';
import { CheckoutSkeleton } from '@/features/billing/components/checkout-layout';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { findPlan, planOrDefault, usePlans } from '@/lib/plans';
import { toast } from '@/lib/toast';

/**
 * Spec §2/§6: checkout for `?plan=` (the server's default plan when missing or unknown). A visitor
 * is asked to log in and sent to register with the plan, which brings them back here once the
 * account exists.
 */
export default function SubscribeRoute() {
  useDocumentTitle('Checkout');
  const { user } = useUser();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('plan');
  const plans = usePlans();
  const plan = plans.data ? planOrDefault(plans.data, requested) : undefined;
  const plansFailed = Boolean(plans.error) && !plans.data;

  useEffect(() => {
    if (!user) toast({ title: 'Authentication Required', description: 'Please log in to subscribe.', variant: 'destructive' });
  }, [user]);

  if (!user) {
    // A plan that was asked for goes on as it is (registration resolves it too); without one,
    // the server's default plan, once the plans are known.
    const planId = plan?.id ?? requested;
    if (!planId && !plansFailed) return null;
    return <Navigate to={paths.auth.getHref(planId ? { plan: planId } : { tab: 'register' })} replace />;
  }
  if (plansFailed) return <PlansLoadError />;
  if (!plans.data) return <CheckoutSkeleton />;
  if (!plan) return null;
  const unknown = requested && !findPlan(plans.data, requested) ? requested : null;
  // A new plan is a new checkout: nothing from the previous one carries over.
  return <Checkout key={plan.id} plan={plan} user={user} requested={unknown} />;
}
