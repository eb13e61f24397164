import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/lib/document-title';

/** The landing page's name in the browser's tab, here and in the page rendered at build time. */
export const LANDING_TITLE = 'Voice notes to showing reports';

export default function LandingRoute() {
  useDocumentTitle(LANDING_TITLE);
  return <LandingPage />;
}
