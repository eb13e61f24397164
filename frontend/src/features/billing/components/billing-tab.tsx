import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { findPlan, formatDollars, planDisplayName, plans } from '@/config/plans';
import type { User } from '@/lib/auth';

import { usagePercent } from '../usage';

const subscriptionPlans = plans.filter((plan) => plan.priceUnit === 'month');

/** Subscription management is not wired yet; the buttons show what is coming. */
function PendingAction({ label, color }: { label: string; color?: 'error' }) {
  return (
    <Tooltip title="Coming soon">
      <span>
        <Button variant="outlined" color={color} disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

export function BillingTab({ user }: { user: User }) {
  const active = user.subscriptionStatus === 'active';
  const percent = usagePercent(user.reportsUsedThisMonth, user.reportsLimit);
  const currentPlan = findPlan(user.subscriptionPlan);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined" component="section" aria-labelledby="current-plan-title" sx={{ height: '100%' }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography id="current-plan-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Current Plan
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
              <Typography sx={{ fontSize: 28, fontWeight: 800 }}>{planDisplayName(user.subscriptionPlan)}</Typography>
              <StatusChip status={user.subscriptionStatus} />
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {currentPlan
                ? `${formatDollars(currentPlan.price)} per ${currentPlan.priceUnit} · ${currentPlan.reports} ${currentPlan.reports === 1 ? 'report' : 'reports'} included`
                : 'Your free report trial is included.'}
            </Typography>

            <Box sx={{ mt: 3 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Reports used this month
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {user.reportsUsedThisMonth} / {user.reportsLimit}
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
                Your allowance resets on your billing date.
              </Typography>
            </Box>

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              {active ? (
                <>
                  <PendingAction label="Manage Subscription" />
                  <PendingAction label="Cancel Subscription" color="error" />
                </>
              ) : (
                <Button component={RouterLink} to={paths.pricing.getHref()} variant="contained" startIcon={<ArrowUpward />}>
                  Upgrade Plan
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Grid>

      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" component="section" aria-labelledby="plans-title" sx={{ height: '100%' }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography id="plans-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Available Plans
            </Typography>
            <List disablePadding sx={{ mt: 1 }}>
              {subscriptionPlans.map((plan) => (
                <ListItem
                  key={plan.id}
                  divider
                  disableGutters
                  secondaryAction={<Typography sx={{ fontWeight: 700 }}>{formatDollars(plan.price)}/mo</Typography>}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{plan.name}</span>
                        {plan.popular && <Chip label="Most Popular" color="primary" size="small" />}
                      </Stack>
                    }
                    secondary={`${plan.reports} reports per month`}
                    slotProps={{ primary: { component: 'div', sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              ))}
            </List>
            <Button component={RouterLink} to={paths.pricing.getHref()} variant="outlined" fullWidth sx={{ mt: 2 }}>
              View All Plans
            </Button>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
