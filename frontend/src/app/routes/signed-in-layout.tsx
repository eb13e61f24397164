import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { AppLayout } from '@/components/layouts/app-layout';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { SignOutButton } from '@/features/auth/components/sign-out-button';

export default function SignedInLayout() {
  return (
    <AppLayout actions={<SignOutButton />}>
      <Suspense fallback={<FullPageSpinner minHeight="50vh" />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
