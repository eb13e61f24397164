import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useId, useState } from 'react';

import { useIsPhone } from '@/components/ui/responsive-dialog';

import type { Showing } from '../types';
import { DeleteShowingDialog } from './delete-showing-dialog';
import { EditShowingDialog } from './edit-showing-dialog';

/** "Manage showing": Edit showing and Delete showing, each in its own dialog. */
export function ShowingMenu({ showing, hasReport, onSaved }: { showing: Showing; hasReport: boolean; onSaved: (saved: Showing) => Promise<unknown> }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const phone = useIsPhone();

  const trigger = {
    id: `${menuId}-button`,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  const choose = (dialog: 'edit' | 'delete') => {
    setAnchor(null);
    setOpen(dialog);
  };

  return (
    <>
      {phone ? (
        // On a phone the line is shared with "Back to Dashboard", so only the icon shows.
        <IconButton {...trigger} aria-label="Manage showing" sx={{ width: 48, height: 48, mt: -0.5, mr: -1 }}>
          <MoreVert />
        </IconButton>
      ) : (
        <Button {...trigger} endIcon={<ExpandMore />} color="inherit" sx={{ color: 'text.secondary', minHeight: 44, whiteSpace: 'nowrap' }}>
          Manage showing
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${menuId}-button` } }}
      >
        <MenuItem onClick={() => choose('edit')} sx={{ minHeight: 48 }}>
          <ListItemIcon>
            <Edit fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit showing</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('delete')} sx={{ minHeight: 48, color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete showing</ListItemText>
        </MenuItem>
      </Menu>
      {open === 'edit' && <EditShowingDialog showing={showing} hasReport={hasReport} onSaved={onSaved} onClose={() => setOpen(null)} />}
      {open === 'delete' && <DeleteShowingDialog showing={showing} onClose={() => setOpen(null)} />}
    </>
  );
}
