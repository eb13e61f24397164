import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { reportsRemaining } from '@/lib/allowance';
import type { User } from '@/lib/auth';

const reports = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'report' : 'reports'}`;

/**
 * Before the agent starts: how many reports are left this month, from the current user. With none
 * left it warns first and links to the plans, rather than letting the agent dictate a whole
 * showing only to be refused at the end. Once this showing's report is `generated` (the page
 * stays a moment before the report opens) the count is only stated: the report just used the
 * last one, and "choose a plan to generate this one" would say it had failed.
 */
export function AllowanceNotice({ user, generated = false }: { user: User; generated?: boolean }) {
  const remaining = reportsRemaining(user);

  if (remaining === 0 && !generated) {
    const onPlan = user.subscriptionStatus === 'active' && Boolean(user.subscriptionPlan);
    return (
      <Alert
        severity="warning"
        sx={{ mb: 3 }}
        action={
          <Button component={RouterLink} to={paths.pricing.getHref()} color="inherit" variant="outlined" size="small" sx={{ whiteSpace: 'nowrap' }}>
            View Plans
          </Button>
        }
      >
        <AlertTitle sx={{ fontWeight: 700 }}>No reports left this month</AlertTitle>
        {onPlan
          ? `You have used all ${reports(user.reportsLimit)} of your allowance. Add reports or change your plan to generate this one; your notes are kept either way.`
          : 'You have used your free report. Choose a plan to generate this one; your notes are kept either way.'}
      </Alert>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'text.secondary' }}>
      <ReceiptLong fontSize="small" aria-hidden />
      <Typography variant="body2" color="inherit">
        <strong>{reports(remaining)}</strong> left this month
        {remaining <= 2 && (
          <>
            {' · '}
            <Link component={RouterLink} to={paths.pricing.getHref()}>
              View plans
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
}
