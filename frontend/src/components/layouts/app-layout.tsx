import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const navigation = [
  { label: 'Dashboard', to: paths.dashboard.path },
  { label: 'New Showing', to: paths.newShowing.path },
  { label: 'Pricing', to: paths.pricing.path },
];

/** The signed-in shell: top bar with navigation and account actions, then the screen. */
export function AppLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
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
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}
