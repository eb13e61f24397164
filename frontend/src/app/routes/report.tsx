import { useParams } from 'react-router-dom';

import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

export default function ReportRoute() {
  const { id } = useParams();
  const showingId = Number.parseInt(id ?? '', 10);
  return (
    <ComingSoon
      title={Number.isNaN(showingId) ? 'Report' : `Report for showing #${showingId}`}
      description="The report detail screen is coming soon."
      backTo={paths.dashboard.getHref()}
      backLabel="Back to Dashboard"
    />
  );
}
