import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useDocumentTitle } from '@/lib/document-title';

export default function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return <PrivacyPolicy />;
}
