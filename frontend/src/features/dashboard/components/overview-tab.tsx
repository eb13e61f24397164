import Add from '@mui/icons-material/Add';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Description from '@mui/icons-material/Description';
import Home from '@mui/icons-material/Home';
import TrendingUp from '@mui/icons-material/TrendingUp';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import type { User } from '@/lib/auth';
import { planDisplayName, usePlans } from '@/lib/plans';

import { REPORTS_PAGE_SIZE, useReportsPage } from '../api/get-reports';
import { useShowingsPage } from '../api/get-showings';
import { StatCard } from './stat-card';

/** Spec §9: the dashboard shows the 3 most recent showings. */
const RECENT_SHOWINGS = 3;

export function OverviewTab({ user }: { user: User }) {
  // The server answers newest first and counts the rest, so one short page gives both.
  const showings = useShowingsPage({ limit: RECENT_SHOWINGS });
  const reports = useReportsPage({ limit: REPORTS_PAGE_SIZE });
  const plans = usePlans();
  const recent = showings.data?.items ?? [];

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Total Showings" icon={<Home />} value={showings.data?.total ?? '—'} loading={showings.isLoading} caption="All time" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Reports Generated" icon={<Description />} value={reports.data?.total ?? '—'} loading={reports.isLoading} caption="All time" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Reports Used"
            icon={<TrendingUp />}
            value={`${user.reportsUsedThisMonth} of ${user.reportsLimit}`}
            caption="This month"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Plan Status"
            icon={<WorkspacePremium />}
            value={plans.data ? planDisplayName(plans.data, user.subscriptionPlan) : '—'}
            loading={plans.isLoading}
            caption={<StatusChip status={user.subscriptionStatus} />}
          />
        </Grid>
      </Grid>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="section" aria-labelledby="quick-actions-title" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Typography id="quick-actions-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                Quick Actions
              </Typography>
              <Stack spacing={1.5}>
                <Button component={RouterLink} to={paths.newShowing.getHref()} variant="contained" size="large" startIcon={<Add />} fullWidth>
                  New Property Showing
                </Button>
                <Button component={RouterLink} to={paths.pricing.getHref()} variant="outlined" size="large" startIcon={<ArrowUpward />} fullWidth>
                  Upgrade Plan
                </Button>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
                At the property with only your phone?{' '}
                <Link component={RouterLink} to={paths.mobileForm.getHref()}>
                  Use the mobile form
                </Link>
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined" component="section" aria-labelledby="recent-activity-title" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Typography id="recent-activity-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                Recent Activity
              </Typography>
              {showings.error ? (
                <Alert severity="error">Your showings could not be loaded. Please refresh the page.</Alert>
              ) : showings.isLoading ? (
                <Stack spacing={1}>
                  {Array.from({ length: RECENT_SHOWINGS }, (_, index) => (
                    <Skeleton key={index} height={48} />
                  ))}
                </Stack>
              ) : recent.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 3 }}>
                  No showings yet. Start a new property showing and it will appear here.
                </Typography>
              ) : (
                <List disablePadding>
                  {recent.map((showing) => (
                    <ListItem key={showing.id} divider disableGutters secondaryAction={<StatusChip status={showing.status} fallback="pending" />}>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={paths.report.getHref(showing.id)} color="inherit" underline="hover">
                            {showing.propertyAddress}
                          </Link>
                        }
                        secondary={`Buyer: ${showing.buyerName}`}
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                        sx={{ pr: 12 }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
