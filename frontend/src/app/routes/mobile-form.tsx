import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { MobileAssessmentForm, notifyAuthenticationRequired } from '@/features/showings/components/mobile-assessment-form';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';

/** Spec §2/§5: the mobile form asks a signed-out visitor to log in ("Authentication Required"). */
export default function MobileFormRoute() {
  useDocumentTitle('Property assessment');
  const { user } = useUser();

  useEffect(() => {
    if (!user) notifyAuthenticationRequired();
  }, [user]);

  if (!user) return <Navigate to={paths.auth.getHref({ tab: 'signin' })} replace />;
  return <MobileAssessmentForm />;
}
