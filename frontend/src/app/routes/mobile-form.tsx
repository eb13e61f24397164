import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

export default function MobileFormRoute() {
  return (
    <ComingSoon
      title="Mobile Property Assessment"
      description="The quick mobile assessment form is coming soon."
      backTo={paths.dashboard.getHref()}
      backLabel="Back to Dashboard"
    />
  );
}
