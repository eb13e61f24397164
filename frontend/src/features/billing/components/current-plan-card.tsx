import ArrowUpward from '@mui/icons-material/ArrowUpward';
import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PlansLoadError } from '@/components/ui/plans-load-error';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatCents } from '@/lib/plans';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import type { AccountSummary } from '../account-summary';
import { useBillingConfig } from '../api/get-billing-config';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useOpenUrl } from '../open-url';
import { allowanceResetText, manageSubscriptionHint, periodEndDate } from '../plan-change';
import { usagePercent } from '../usage';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

/** Whether the plans (prices, which plans are monthly) have arrived. */
export type PlansState = 'loading' | 'ready' | 'failed';

/**
 * The agent's plan, its status, this month's usage and what is left, and the subscription actions.
 * What depends on the plans shows as an outline while they load.
 */
export function CurrentPlanCard({ summary, billingLoaded, plansState }: { summary: AccountSummary; billingLoaded: boolean; plansState: PlansState }) {
  const percent = usagePercent(summary.reportsUsed, summary.reportsLimit);
  const { plan } = summary;
  const portal = useOpenBillingPortal();
  const openUrl = useOpenUrl();
  const handleUnauthorized = useUnauthorizedHandler();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const endDate = periodEndDate(summary);
  const manageHint = manageSubscriptionHint(useBillingConfig().data?.mode);
  const manageHintId = useId();

  const manage = async () => {
    try {
      const { url } = await portal.trigger();
      openUrl(url);
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="current-plan-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="current-plan-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Current Plan
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 28, fontWeight: 800 }}>
            {summary.planName ?? (plansState === 'loading' ? <Skeleton width={140} /> : '—')}
          </Typography>
          <StatusChip status={summary.status} />
        </Stack>
        {plansState !== 'failed' && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {plansState === 'loading' ? (
              <Skeleton width="70%" />
            ) : plan ? (
              `${formatCents(plan.priceCents)} per ${plan.priceUnit} · ${plural(plan.reports, 'report')} included`
            ) : (
              'Your free report trial is included.'
            )}
          </Typography>
        )}
        {summary.cancelAtPeriodEnd && (
          <Alert severity="warning" icon={<EventBusy />} sx={{ mt: 2 }}>
            {endDate ? `Cancels on ${endDate}: active until then` : 'Cancels at the end of the billing period'}
          </Alert>
        )}
        {summary.activeSubscription && summary.testPlan && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Started with the test coupon: nothing is charged, and cancelling ends the plan at once.
          </Alert>
        )}

        <Box sx={{ mt: 3 }}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Reports used this month
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {summary.reportsUsed} of {summary.reportsLimit} used
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Reports used this month"
            color={percent >= 100 ? 'warning' : 'primary'}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {billingLoaded ? allowanceResetText(summary) : <Skeleton width="60%" />}
          </Typography>
        </Box>

        <Box sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }} aria-label="Reports available" role="group">
          <Typography sx={{ fontWeight: 700 }}>{plural(summary.reportsAvailable, 'report')} available</Typography>
          {summary.packReports > 0 && (
            <Typography variant="body2" color="text.secondary">
              Including {plural(summary.packReports, 'add-on report')}, which carry over to next month.
            </Typography>
          )}
        </Box>

        {plansState === 'failed' ? (
          <PlansLoadError sx={{ mt: 3 }} />
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              {plansState === 'loading' ? (
                <Skeleton variant="rounded" width={180} height={36.5} />
              ) : summary.activeSubscription ? (
                <>
                  <Button variant="outlined" onClick={() => void manage()} loading={portal.isMutating} aria-describedby={manageHint ? manageHintId : undefined}>
                    Manage Subscription
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => setConfirmingCancel(true)} disabled={!billingLoaded || summary.cancelAtPeriodEnd}>
                    Cancel Subscription
                  </Button>
                </>
              ) : (
                <Button component={RouterLink} to={paths.pricing.getHref()} variant="contained" startIcon={<ArrowUpward />}>
                  Upgrade Plan
                </Button>
              )}
            </Stack>
            {plansState === 'ready' && summary.activeSubscription && manageHint && (
              <Typography id={manageHintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {manageHint}
              </Typography>
            )}
          </>
        )}
      </CardContent>
      <CancelSubscriptionDialog
        open={confirmingCancel}
        terms={{ planName: summary.planName ?? '', cancelEffect: summary.cancelEffect, currentPeriodEnd: summary.currentPeriodEnd, packReports: summary.packReports }}
        onClose={() => setConfirmingCancel(false)}
      />
    </Card>
  );
}
