import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { landingAnchors, paths } from '@/config/paths';

import { SectionMenu } from './section-menu';

export const sectionLinks = [
  { label: 'Features', href: `#${landingAnchors.features}` },
  { label: 'Pricing', href: `#${landingAnchors.pricing}` },
  { label: 'How It Works', href: `#${landingAnchors.howItWorks}` },
];

export function TopBar() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.86)', backdropFilter: 'saturate(180%) blur(12px)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <SectionMenu links={sectionLinks}>
            <Button component={RouterLink} to={paths.auth.getHref({ tab: 'signin' })} variant="outlined" fullWidth sx={{ minHeight: 44 }}>
              Sign In
            </Button>
            <Button component={RouterLink} to={paths.auth.getHref({ tab: 'register' })} variant="contained" fullWidth sx={{ minHeight: 44 }}>
              Get Started
            </Button>
          </SectionMenu>
          <Logo />
          <Box component="nav" aria-label="Sections" sx={{ display: { xs: 'none', md: 'flex' }, gap: 4, mx: 'auto' }}>
            {sectionLinks.map((link) => (
              <Link key={link.href} href={link.href} underline="none" color="text.secondary" sx={{ fontWeight: 500, '&:hover': { color: 'text.primary' } }}>
                {link.label}
              </Link>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          {/* On the narrowest phones Sign In moves into the menu, so Get Started fits beside the logo
              (where the menu cannot open, it stays in the bar). */}
          <Button
            component={RouterLink}
            to={paths.auth.getHref({ tab: 'signin' })}
            color="inherit"
            sx={{
              display: { xs: 'none', sm: 'inline-flex' },
              '@supports not selector(:popover-open)': { display: 'inline-flex' },
              minWidth: 0,
              px: { xs: 1, sm: 2 },
              whiteSpace: 'nowrap',
            }}
          >
            Sign In
          </Button>
          {/* Below 360 px it does not fit beside the logo: it is in the menu, and Start Free Trial is right under the bar. */}
          <Button
            component={RouterLink}
            to={paths.auth.getHref({ tab: 'register' })}
            variant="contained"
            sx={{ px: { xs: 1.5, sm: 2.5 }, whiteSpace: 'nowrap', '@media (max-width: 359.95px)': { display: 'none' } }}
          >
            Get Started
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
