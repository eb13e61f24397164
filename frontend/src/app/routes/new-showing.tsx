import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

export default function NewShowingRoute() {
  return (
    <ComingSoon
      title="New Property Showing"
      description="Recording a showing and generating its report is coming soon."
      backTo={paths.dashboard.getHref()}
      backLabel="Back to Dashboard"
    />
  );
}
