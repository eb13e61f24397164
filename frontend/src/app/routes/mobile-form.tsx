import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { paths } from '@/config/paths';
import { MobileAssessmentForm, notifyAuthenticationRequired } from '@/features/showings/components/mobile-assessment-form';
import type { MobileAssessmentValues } from '@/features/showings/schemas';
import { type User, useUser } from '@/lib/auth';
import { useDeviceDraft } from '@/lib/device-drafts';
import { useDocumentTitle } from '@/lib/document-title';

function MobileFormFromDraft({ user }: { user: User }) {
  const { loaded, draft, generation, discard } = useDeviceDraft(user.id, 'mobile-form');
  if (!loaded) return <FullPageSpinner minHeight="50vh" />;
  return <MobileAssessmentForm key={generation} user={user} restored={draft?.parts.form as MobileAssessmentValues | undefined} onDiscard={() => void discard()} />;
}

/** Spec §2/§5: the mobile form asks a signed-out visitor to log in ("Authentication Required"). */
export default function MobileFormRoute() {
  useDocumentTitle('Property assessment');
  const { user } = useUser();

  useEffect(() => {
    if (!user) notifyAuthenticationRequired();
  }, [user]);

  if (!user) return <Navigate to={paths.auth.getHref({ tab: 'signin' })} replace />;
  return <MobileFormFromDraft key={user.id} user={user} />;
}
