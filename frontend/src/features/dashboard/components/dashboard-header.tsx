import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { User } from '@/lib/auth';

export function DashboardHeader({ user }: { user: User }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: 26, sm: 32 } }}>
        Welcome back, {user.firstName} {user.lastName}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {user.brokerOfficeName ? `${user.brokerOfficeName} · ` : ''}Here is what is happening with your showings.
      </Typography>
    </Box>
  );
}
