import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter the email you sign in with and we'll send you a link to choose a new password.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
