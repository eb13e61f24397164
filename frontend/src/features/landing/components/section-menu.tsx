import Close from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

import { Logo } from '@/components/ui/logo';

/** The menu's element id, which its buttons name as their popover target. */
export const SECTION_MENU_ID = 'section-menu';

/** Browsers without native popovers (before iOS 17) keep the plain top bar: the menu's links are in the footer too. */
const WITHOUT_POPOVERS = '@supports not selector(:popover-open)';

/**
 * The landing page's menu on phones: the page's sections and the account buttons in a panel from
 * the left. It is a native popover, so it opens, closes on Escape or a tap outside, and sits above
 * the page in the page as rendered at build time, with no script (a followed link closes it:
 * `closePopoverOnFollowedLink`). The signed-in screens use `MenuDrawer`.
 */
export function SectionMenu({ links, children }: { links: { label: string; href: string }[]; children?: ReactNode }) {
  return (
    <>
      <IconButton
        popoverTarget={SECTION_MENU_ID}
        aria-label="Open menu"
        sx={{ display: { xs: 'inline-flex', md: 'none' }, width: 44, height: 44, ml: -1, [WITHOUT_POPOVERS]: { display: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Box
        id={SECTION_MENU_ID}
        popover="auto"
        sx={{
          // A popover is hidden until opened; once open it is a panel down the left of the screen.
          '&:popover-open': { display: 'flex' },
          flexDirection: 'column',
          position: 'fixed',
          inset: '0 auto 0 0',
          height: '100dvh',
          maxHeight: 'none',
          width: 'min(300px, 85vw)',
          m: 0,
          p: 0,
          border: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: '0 8px 10px -5px rgba(0,0,0,0.2), 0 16px 24px 2px rgba(0,0,0,0.14)',
          '&::backdrop': { bgcolor: 'rgba(15, 23, 42, 0.5)' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Logo />
          <IconButton popoverTarget={SECTION_MENU_ID} popoverTargetAction="hide" aria-label="Close menu" sx={{ width: 44, height: 44, mr: -1 }}>
            <Close />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Menu">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  underline="none"
                  color="text.primary"
                  sx={{ display: 'flex', alignItems: 'center', minHeight: 48, px: 2.5, fontWeight: 600, '&:hover': { bgcolor: 'action.hover' } }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        {children && <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, borderTop: 1, borderColor: 'divider' }}>{children}</Box>}
      </Box>
    </>
  );
}
