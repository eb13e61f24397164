import { useParams } from 'react-router-dom';

import { MarketAnalysisSection } from '@/features/cma/components/market-analysis-section';
import { type RenderReportExtra, ReportDetail } from '@/features/showings/components/report-detail';

/** Spec §2: the id is parsed as an integer; anything else is a showing that does not exist. */
function parseShowingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Below the report: the showing's comparative market analysis. */
const renderMarketAnalysis: RenderReportExtra = (context) => <MarketAnalysisSection {...context} />;

export default function ReportRoute() {
  const { id } = useParams();
  const showingId = parseShowingId(id);
  // A new id is a new screen: no edit or failure state carries over.
  return <ReportDetail key={showingId ?? 'none'} showingId={showingId} renderExtra={renderMarketAnalysis} />;
}
