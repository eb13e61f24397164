import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/lib/document-title';

export default function LandingRoute() {
  useDocumentTitle('Voice notes to showing reports');
  return <LandingPage />;
}
