import Close from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';

/** A menu entry: a route of the app (`to`, with its query) or an anchor on the page (`href`). */
export type MenuLink = { label: string; icon?: ReactNode } & ({ to: string; href?: never } | { href: string; to?: never });

/**
 * Below the desktop breakpoint the top bar's links do not fit: a menu button opens them in a
 * drawer, each one tap away. `children` goes under the links (account actions).
 */
export function MenuDrawer({ label, links, children }: { label: string; links: MenuLink[]; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, width: 44, height: 44, ml: -1 }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="left"
        open={open}
        onClose={close}
        // The page keeps scrolling, so a section link lands on its section while the drawer closes.
        disableScrollLock
        // The drawer is a dialog: it is named after its navigation.
        slotProps={{ paper: { id: drawerId, 'aria-label': label, sx: { width: 'min(300px, 85vw)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Logo />
          <IconButton aria-label="Close menu" onClick={close} sx={{ width: 44, height: 44, mr: -1 }}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={label}>
          <List>
            {links.map((link) => {
              const current = link.to !== undefined && link.to === here;
              const target = link.to !== undefined ? { component: RouterLink, to: link.to } : { component: 'a' as const, href: link.href };
              return (
                <ListItem key={link.label} disablePadding>
                <ListItemButton
                  {...target}
                  onClick={close}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  sx={{ minHeight: 48, px: 2.5 }}
                >
                  {link.icon && <ListItemIcon sx={{ minWidth: 40 }}>{link.icon}</ListItemIcon>}
                  <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
        {children && (
          <>
            <Divider />
            <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} onClick={close}>
              {children}
            </Box>
          </>
        )}
      </Drawer>
    </>
  );
}
