import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

import { useConfirmEmailVerification } from '../api/email-verification';
import { ResendCheckLinkButton } from './resend-check-link-button';

type Outcome = { kind: 'checking' } | { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string };

const INCOMPLETE = 'This confirmation link is incomplete: open the whole link from the email.';

/** The page an address-check link opens: it confirms the address at once and says so. */
export function VerifyEmail({ token }: { token: string }) {
  const { user } = useUser();
  const { trigger } = useConfirmEmailVerification();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'checking' } : { kind: 'failed', message: INCOMPLETE });
  // The link works once: confirm once, even when the page's effects run twice.
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    trigger({ token })
      .then((answer) => setOutcome({ kind: 'confirmed', message: answer.message }))
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }));
  }, [token, trigger]);

  if (outcome.kind === 'checking') {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>Confirming your address…</Typography>
      </Stack>
    );
  }

  const next = user ? (
    <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained" size="large" fullWidth>
      Go to your dashboard
    </Button>
  ) : (
    <Button component={RouterLink} to={paths.auth.getHref({ tab: 'signin' })} variant="contained" size="large" fullWidth>
      Sign in
    </Button>
  );

  if (outcome.kind === 'confirmed') {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success">{outcome.message}</Alert>
        {next}
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5}>
      <Alert severity="error">{outcome.message}</Alert>
      {user && !user.emailVerified ? <ResendCheckLinkButton email={user.email} variant="contained" /> : next}
    </Stack>
  );
}
