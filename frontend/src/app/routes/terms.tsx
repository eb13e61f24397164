import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { useDocumentTitle } from '@/lib/document-title';

export default function TermsRoute() {
  useDocumentTitle('Terms of Service');
  return <TermsOfService />;
}
