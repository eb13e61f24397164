import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { AppLayout } from '@/components/layouts/app-layout';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';

export default function SignedInLayout() {
  return (
    <AppLayout actions={<SignOutButton />}>
      <VerifyEmailBanner />
      <Suspense fallback={<FullPageSpinner minHeight="50vh" />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
