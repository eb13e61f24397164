import Insights from '@mui/icons-material/Insights';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { formatMoney } from '@/lib/format';

import { type Analytics, useAnalytics } from '../api/get-analytics';
import { ANALYTICS_PLAN, NOT_IN_PLAN, formatMonth, formatWait, reportsCount } from '../format';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Twelve bars, one a month, each labelled with its count for screen readers and eyes alike. */
function ReportsPerMonth({ months }: { months: Analytics['reportsPerMonth'] }) {
  const most = Math.max(1, ...months.map((m) => m.reports));
  return (
    <Card variant="outlined" component="section" aria-labelledby="reports-per-month-title">
      <CardContent>
        <Typography id="reports-per-month-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
          Reports per month
        </Typography>
        <Box
          component="ol"
          aria-labelledby="reports-per-month-title"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 }, alignItems: 'end', height: 180 }}
        >
          {months.map((m) => (
            <Box component="li" key={m.month} aria-label={`${formatMonth(m.month, 'long')}: ${reportsCount(m.reports)}`} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%', minWidth: 0 }}>
              <Typography variant="caption" aria-hidden sx={{ fontWeight: 600 }}>
                {m.reports}
              </Typography>
              <Box
                aria-hidden
                sx={{ width: '100%', maxWidth: 36, borderRadius: '4px 4px 0 0', bgcolor: m.reports ? 'primary.main' : 'divider', height: `${Math.max(2, (m.reports / most) * 130)}px` }}
              />
              <Typography variant="caption" color="text.secondary" aria-hidden sx={{ mt: 0.5, whiteSpace: 'nowrap', fontSize: { xs: '0.6rem', sm: '0.75rem' } }}>
                {formatMonth(m.month).split(' ')[0]}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function TopFindings({ findings, total }: { findings: Analytics['topFindings']; total: number }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="top-findings-title">
      <CardContent>
        <Typography id="top-findings-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
          Most common findings
        </Typography>
        {findings.length === 0 ? (
          <Typography color="text.secondary">No findings yet.</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {findings.map((f) => (
              <Stack component="li" key={`${f.catalogKey ?? ''}|${f.label}`} direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{f.label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {f.catalogKey ? f.category : `${f.category} findings without a catalog price`}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Chip size="small" variant="outlined" label={f.kind === 'repair' ? 'Repair' : 'Upgrade'} />
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {f.reports} of {total}
                  </Typography>
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Upgrade() {
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Insights color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 600, mt: 1 }}>
          Advanced analytics come with the Elite plan
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
          See your reports per month, your average repair total, how quickly your reports reach clients after a showing, and the
          findings you see most, computed from your own reports.
        </Typography>
        <Button component={RouterLink} to={paths.subscribe.getHref('elite')} variant="contained" sx={{ mt: 3 }}>
          Upgrade to Elite
        </Button>
      </CardContent>
    </Card>
  );
}

/** Dashboard → Analytics: the Elite plan's advanced analytics, or an invitation to upgrade. */
export function AnalyticsTab({ user }: { user: User }) {
  const included = user.subscriptionStatus === 'active' && user.subscriptionPlan === ANALYTICS_PLAN;
  const { data, error, isLoading } = useAnalytics({ enabled: included });

  if (!included || (error instanceof ApiError && error.code === NOT_IN_PLAN)) return <Upgrade />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isLoading || !data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading analytics" />
      </Box>
    );
  }

  const sent = data.reportsSent;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
          Analytics
        </Typography>
        <Typography variant="body2" color="text.secondary">
          From your own showing reports since {formatMonth(data.reportsPerMonth[0]?.month ?? '', 'long')}: {reportsCount(data.totalReports)}.
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure label="Reports (12 months)" value={String(data.totalReports)} detail={`${sent} sent to clients`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label="Average repair total"
            value={data.averageRepairTotal == null ? '—' : formatMoney(data.averageRepairTotal)}
            detail="Typical repair cost per report"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label="Showing to sent report"
            value={data.medianSecondsToSent == null ? '—' : formatWait(data.medianSecondsToSent)}
            detail={
              data.averageSecondsToSent == null
                ? 'No report sent yet'
                : `Median over ${reportsCount(sent)}; average ${formatWait(data.averageSecondsToSent)}`
            }
          />
        </Grid>
      </Grid>
      <ReportsPerMonth months={data.reportsPerMonth} />
      <TopFindings findings={data.topFindings} total={data.totalReports} />
    </Stack>
  );
}
