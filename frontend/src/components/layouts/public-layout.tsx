import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AppFooter } from '@/components/ui/legal-links';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';

/** Shell for public screens other than the landing page (pricing, checkout). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Logo />
            <Box sx={{ flexGrow: 1 }} />
            <Button component={RouterLink} to={paths.auth.getHref({ tab: 'signin' })} color="inherit">
              Sign In
            </Button>
            <Button component={RouterLink} to={paths.auth.getHref({ tab: 'register' })} variant="contained">
              Get Started
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, '&:focus': { outline: 'none' } }}>
        {children}
      </Container>
      <Container maxWidth="lg">
        <AppFooter />
      </Container>
    </Box>
  );
}
