import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';

import type { DashboardTab } from '@/config/paths';
import { AnalyticsTab } from '@/features/analytics/components/analytics-tab';
import { BillingTab } from '@/features/billing/components/billing-tab';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { OverviewTab } from '@/features/dashboard/components/overview-tab';
import { type RenderReportMenu, ReportsTab } from '@/features/dashboard/components/reports-tab';
import { ProfileTab } from '@/features/profile/components/profile-tab';
import { ShowingCardMenu } from '@/features/showings/components/showing-card-menu';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';

const tabs: { value: DashboardTab; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'reports', label: 'Reports' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'profile', label: 'Profile' },
  { value: 'billing', label: 'Billing' },
];

/** Each report card can edit or delete its showing. */
const renderShowingMenu: RenderReportMenu = (report) => (
  <ShowingCardMenu showingId={report.showingId} propertyAddress={report.showing?.propertyAddress ?? 'Address not provided'} />
);

function isDashboardTab(value: string | null): value is DashboardTab {
  return tabs.some((tab) => tab.value === value);
}

/** The dashboard (spec §2): the selected tab lives in `?tab=` so it survives a reload. */
export default function DashboardRoute() {
  const { user } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: DashboardTab = isDashboardTab(requested) ? requested : 'overview';
  const label = tabs.find((item) => item.value === tab)?.label;
  useDocumentTitle(tab === 'overview' ? 'Dashboard' : `${label} · Dashboard`);

  if (!user) return null;

  const selectTab = (next: DashboardTab) => setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  return (
    <>
      <DashboardHeader user={user} />
      <Tabs
        value={tab}
        onChange={(_, next: DashboardTab) => selectTab(next)}
        variant="scrollable"
        aria-label="Dashboard sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } } }}
      >
        {tabs.map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} id={`dashboard-tab-${item.value}`} aria-controls="dashboard-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="dashboard-panel" aria-labelledby={`dashboard-tab-${tab}`}>
        {tab === 'overview' && <OverviewTab user={user} />}
        {tab === 'reports' && <ReportsTab renderMenu={renderShowingMenu} />}
        {tab === 'analytics' && <AnalyticsTab user={user} />}
        {tab === 'profile' && <ProfileTab user={user} />}
        {tab === 'billing' && <BillingTab user={user} />}
      </Box>
    </>
  );
}
