import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';

import { AppLayout } from '@/components/layouts/app-layout';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { useOutboxSync } from '@/features/showings/outbox/use-outbox-sync';
import { useUser } from '@/lib/auth';

import { registerServiceWorkerAfterLoad } from '../service-worker';

/** Whatever screen is open, showings saved on this device while offline go out once they can. */
function SendQueuedShowings({ userId }: { userId: number }) {
  useOutboxSync(userId);
  return null;
}

export default function SignedInLayout() {
  const { user } = useUser();
  // Offline capture is for agents: a visitor's landing page never downloads the app for offline use.
  useEffect(registerServiceWorkerAfterLoad, []);
  return (
    <AppLayout actions={<SignOutButton />}>
      {user && <SendQueuedShowings key={user.id} userId={user.id} />}
      <VerifyEmailBanner />
      <Suspense fallback={<FullPageSpinner minHeight="50vh" />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
