import { useSearchParams } from 'react-router-dom';

import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/document-title';

export default function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Choose a new password" subtitle="At least 6 characters. Every device signed in to your account will be signed out.">
      <ResetPasswordForm token={params.get('token')?.trim() ?? ''} />
    </AuthLayout>
  );
}
