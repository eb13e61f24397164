import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';

import { MarketingPanel } from './marketing-panel';

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

/** The signed-out account screens: the marketing panel beside one card (stacked on phones). */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' }, bgcolor: 'background.default' }}>
      <SkipLink />
      <MarketingPanel />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' }, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
          <Logo />
        </Box>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {subtitle}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
