import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { findPlan, usePlans } from '@/lib/plans';

import { type Support, useSupport } from '../api/get-support';

const smallNumbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "one business day", "three business days". */
export function businessDays(n: number): string {
  const count = smallNumbers[n] ?? String(n);
  return `${count} business day${n === 1 ? '' : 's'}`;
}

/** "Pro and Elite", from the plans the server says include priority support. */
function planNames(support: Support, names: (id: string) => string): string {
  const all = support.priorityPlans.map(names);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

/** What the signed-in agent's own plan means for their answer time. */
function YourSupport({ support, planName }: { support: Support; planName: (id: string) => string }) {
  const { user } = useUser();
  if (!user) return null;
  const plan = user.subscriptionStatus === 'active' ? user.subscriptionPlan : null;
  if (plan && support.priorityPlans.includes(plan)) {
    return (
      <Alert severity="success" sx={{ mt: 3 }}>
        Your {planName(plan)} plan includes priority support: we answer within {businessDays(support.priorityReplyBusinessDays)}.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mt: 3 }}>
      We answer within {businessDays(support.standardReplyBusinessDays)}. Priority support, answered within{' '}
      {businessDays(support.priorityReplyBusinessDays)}, comes with the {planNames(support, planName)} plans.{' '}
      <Link component={RouterLink} to={paths.pricing.getHref()}>
        See plans
      </Link>
    </Alert>
  );
}

/** Contact & support: where to write, what priority support means, and what helps us help. */
export function ContactPage() {
  const { data: support, error } = useSupport();
  const { data: plans } = usePlans();
  const planName = (id: string) => findPlan(plans, id)?.name ?? id;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 700 }}>
        Contact &amp; Support
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 1.5 }}>
        Questions about a report, your plan or your data? A person reads every message.
      </Typography>

      {error && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {errorMessage(error)}
        </Alert>
      )}
      {support && (
        <>
          <Card variant="outlined" sx={{ mt: 4 }}>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
                    Email support
                  </Typography>
                  <Typography variant="body1" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {support.email}
                  </Typography>
                </Box>
                <Button variant="contained" href={`mailto:${support.email}`} startIcon={<MailOutlined />} sx={{ flexShrink: 0 }}>
                  Write to support
                </Button>
              </Stack>
            </CardContent>
          </Card>
          <YourSupport support={support} planName={planName} />

          <Box component="section" aria-label="Response times" sx={{ mt: 5 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
              Response times
            </Typography>
            <Typography component="ul" variant="body1" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
              <li>
                <strong>Priority support ({planNames(support, planName)} plans):</strong> an answer within{' '}
                {businessDays(support.priorityReplyBusinessDays)}, ahead of other messages.
              </li>
              <li>
                <strong>Everyone else:</strong> an answer within {businessDays(support.standardReplyBusinessDays)}.
              </li>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Business days are Monday to Friday, US public holidays excepted. Write from the email address on your account so we
              can see your plan.
            </Typography>
          </Box>
        </>
      )}

      <Box component="section" aria-label="What helps us help" sx={{ mt: 5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
          What helps us help
        </Typography>
        <Typography component="ul" variant="body1" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
          <li>The address of the report’s page (it ends in /reports/ and a number).</li>
          <li>What you did, what you expected, and what happened instead; a screenshot helps.</li>
          <li>Never send your password: we will never ask for it.</li>
        </Typography>
        <Typography variant="body1" sx={{ mt: 2 }}>
          For your data, you can download or delete it yourself from your profile; the{' '}
          <Link component={RouterLink} to={paths.privacy.getHref()}>
            Privacy Policy
          </Link>{' '}
          explains how.
        </Typography>
      </Box>
    </Box>
  );
}
