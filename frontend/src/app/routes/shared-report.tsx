import { useParams } from 'react-router-dom';

import { SharedMarketAnalysis } from '@/features/cma/components/market-analysis-section';
import { SharedReportPage } from '@/features/showings/components/shared-report';
import { useDocumentTitle } from '@/lib/document-title';

const renderAnalysis = (analysis: Parameters<typeof SharedMarketAnalysis>[0]['analysis']) => <SharedMarketAnalysis analysis={analysis} />;

/** The report a client opens from the agent's link; needs no account. */
export default function SharedReportRoute() {
  useDocumentTitle('Showing report');
  const { token = '' } = useParams();
  return <SharedReportPage token={token} renderAnalysis={renderAnalysis} />;
}
