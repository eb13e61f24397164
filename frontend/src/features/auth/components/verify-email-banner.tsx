import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import { useUser } from '@/lib/auth';

import { ResendCheckLinkButton } from './resend-check-link-button';

/** A gentle reminder, on every signed-in screen, until the agent's address is confirmed. */
export function VerifyEmailBanner() {
  const { user } = useUser();
  if (!user || user.emailVerified) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 3, '& .MuiAlert-message': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, width: '100%' } }}
    >
      <Box sx={{ flex: '1 1 20rem', overflowWrap: 'anywhere' }}>
        Please confirm your email address: open the link we sent to <strong>{user.email}</strong>. Reports can be sent to buyers once it is
        confirmed.
      </Box>
      <Box sx={{ ml: { xs: -1, sm: 'auto' } }}>
        <ResendCheckLinkButton email={user.email} />
      </Box>
    </Alert>
  );
}
