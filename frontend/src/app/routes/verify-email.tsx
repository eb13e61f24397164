import { useSearchParams } from 'react-router-dom';

import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { useDocumentTitle } from '@/lib/document-title';

export default function VerifyEmailRoute() {
  useDocumentTitle('Confirm your email address');
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Confirm your email address" subtitle="Buyers reply to this address, so reports are sent once it is confirmed.">
      <VerifyEmail token={params.get('token')?.trim() ?? ''} />
    </AuthLayout>
  );
}
