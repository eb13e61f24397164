import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { LegalLinks } from '@/components/ui/legal-links';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

import { sectionLinks } from './top-bar';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 6 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Voice-powered showing reports with repair and upgrade cost estimates, built for real-estate agents.
            </Typography>
          </Box>
          <Stack component="nav" aria-label="Footer" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1.5, alignItems: 'flex-start' }}>
            {sectionLinks.map((link) => (
              <Link key={link.href} href={link.href} color="text.secondary" underline="hover">
                {link.label}
              </Link>
            ))}
            <Link component={RouterLink} to={paths.auth.getHref({ tab: 'signin' })} color="text.secondary" underline="hover">
              Sign In
            </Link>
          </Stack>
        </Stack>
        <Divider sx={{ my: 4 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} Showscribe. All rights reserved.
          </Typography>
          <LegalLinks />
        </Stack>
      </Container>
    </Box>
  );
}
