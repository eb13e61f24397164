import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

/** What stands behind the product's promises: the policies and a way to reach support. */
export const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
  { label: 'Contact & Support', to: paths.contact.getHref() },
] as const;

/** The policy and contact links, as every footer shows them. */
export function LegalLinks() {
  return (
    <Stack component="nav" aria-label="Legal" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: { xs: 0, sm: 1 } }}>
      {legalLinks.map((link) => (
        // On a phone each link is a comfortable tap target (about 40 px tall).
        <Link
          key={link.to}
          component={RouterLink}
          to={link.to}
          color="text.secondary"
          underline="hover"
          variant="body2"
          sx={{ display: 'inline-block', py: { xs: 1, sm: 0 } }}
        >
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}

/** A slim footer for the app's screens (the landing page has its own, larger one). */
export function AppFooter() {
  return (
    <Stack
      component="footer"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider', mt: { xs: 3, md: 4 }, py: 3 }}
    >
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} Showscribe
      </Typography>
      <LegalLinks />
    </Stack>
  );
}
