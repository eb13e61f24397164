import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';

import type { User } from '@/lib/auth';

import { AccountDataCard } from './account-data-card';
import { ChangePasswordForm } from './change-password-form';
import { CompanyLogoCard } from './company-logo-card';
import { ProfileForm } from './profile-form';
import { SessionsCard } from './sessions-card';

export function ProfileTab({ user }: { user: User }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ProfileForm user={user} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <CompanyLogoCard user={user} />
          <ChangePasswordForm />
          <SessionsCard />
          <AccountDataCard />
        </Stack>
      </Grid>
    </Grid>
  );
}
