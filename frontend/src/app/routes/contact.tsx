import { ContactPage } from '@/features/legal/components/contact-page';
import { useDocumentTitle } from '@/lib/document-title';

export default function ContactRoute() {
  useDocumentTitle('Contact & Support');
  return <ContactPage />;
}
