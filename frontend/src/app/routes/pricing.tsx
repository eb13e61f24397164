import { PlanList } from '@/features/pricing/components/plan-list';

export default function PricingRoute() {
  return <PlanList />;
}
