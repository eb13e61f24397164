import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Insights from '@mui/icons-material/Insights';
import Description from '@mui/icons-material/Description';
import Mic from '@mui/icons-material/Mic';
import Person from '@mui/icons-material/Person';
import Sell from '@mui/icons-material/Sell';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { AppFooter } from '@/components/ui/legal-links';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';

import { type MenuLink, MenuDrawer } from './menu-drawer';

const navigation = [
  { label: 'Dashboard', to: paths.dashboard.path },
  { label: 'New Showing', to: paths.newShowing.path },
  { label: 'Pricing', to: paths.pricing.path },
];

/** On phones and tablets the menu reaches every signed-in screen, the dashboard's tabs included. */
const phoneNavigation: MenuLink[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: <Dashboard /> },
  { label: 'Reports', to: paths.dashboard.getHref('reports'), icon: <Description /> },
  { label: 'Analytics', to: paths.dashboard.getHref('analytics'), icon: <Insights /> },
  { label: 'New Showing', to: paths.newShowing.getHref(), icon: <AddCircleOutlined /> },
  { label: 'Mobile Form', to: paths.mobileForm.getHref(), icon: <Mic /> },
  { label: 'Profile', to: paths.dashboard.getHref('profile'), icon: <Person /> },
  { label: 'Billing', to: paths.dashboard.getHref('billing'), icon: <CreditCard /> },
  { label: 'Pricing', to: paths.pricing.getHref(), icon: <Sell /> },
];

/** The signed-in shell: top bar with navigation and account actions, then the screen. */
export function AppLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 } }}>
            <MenuDrawer label="Menu" links={phoneNavigation} />
            <Logo to={paths.home.path} />
            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
              {navigation.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  color="inherit"
                  sx={{ color: 'text.secondary', '&.active': { color: 'primary.main', bgcolor: 'action.hover' } }}
                >
                  {item.label}
                </Button>
              ))}
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            {actions}
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, '&:focus': { outline: 'none' } }}>
        {children}
      </Container>
      <Container maxWidth="lg">
        <AppFooter />
      </Container>
    </Box>
  );
}
