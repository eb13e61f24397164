import Grid from '@mui/material/Grid';

import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { usePlans } from '@/lib/plans';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { accountSummary } from '../account-summary';
import { useBilling } from '../api/get-billing';
import { AvailablePlans } from './available-plans';
import { CurrentPlanCard } from './current-plan-card';
import { usePlanSwitch } from './plan-switch';
import { ReportPacks } from './report-packs';

/** The dashboard's Billing tab (spec §2): the plan and allowance, what can be done with them, the plans. */
export function BillingTab({ user }: { user: User }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const billing = useBilling({
    onError: (error) => {
      if (!handleUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const plans = usePlans();
  const plansFailed = Boolean(plans.error) && !plans.data;
  const summary = accountSummary(user, billing.data, plans.data);
  const planSwitch = usePlanSwitch(billing.data, plans.data);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <CurrentPlanCard summary={summary} billingLoaded={billing.data !== undefined} plansState={plans.data ? 'ready' : plansFailed ? 'failed' : 'loading'} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <AvailablePlans plans={plans.data} failed={plansFailed} planSwitch={planSwitch} />
      </Grid>
      {billing.data?.canBuyPacks && billing.data.packs.length > 0 && (
        <Grid size={12}>
          <ReportPacks packs={billing.data.packs} planName={billing.data.planName} />
        </Grid>
      )}
    </Grid>
  );
}
