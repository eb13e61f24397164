import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { DEFAULT_PLAN, isPlanId, planDisplayName } from '@/config/plans';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** Checkout placeholder; the payment flow arrives with billing. */
export default function SubscribeRoute() {
  const { user } = useUser();
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  const plan = isPlanId(planParam) ? planParam : DEFAULT_PLAN;

  useEffect(() => {
    if (!user) toast({ title: 'Authentication Required', description: 'Please log in to subscribe.', variant: 'destructive' });
  }, [user]);

  if (!user) return <Navigate to={paths.auth.getHref({ tab: 'signin' })} replace />;

  return (
    <ComingSoon
      title={`Checkout for ${planDisplayName(plan)} is coming soon`}
      description="Online payment is not available yet. Your free report trial is ready to use in the meantime."
      backTo={paths.dashboard.getHref()}
      backLabel="Go to Dashboard"
    />
  );
}
