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

export type ShowingAction = 'edit' | 'delete';

/**
 * The open state of a "Manage showing" menu: its trigger's props, and which dialog was chosen.
 * The report page and the dashboard's report cards share it.
 */
export function useShowingActions() {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<ShowingAction | null>(null);

  const trigger = {
    id: `${menuId}-button`,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  const menu = (
    <ShowingActionsMenu
      menuId={menuId}
      anchor={anchor}
      onClose={() => setAnchor(null)}
      onChoose={(action) => {
        setAnchor(null);
        setOpen(action);
      }}
    />
  );

  return { trigger, menu, open, close: () => setOpen(null) };
}

function ShowingActionsMenu({
  menuId,
  anchor,
  onClose,
  onChoose,
}: {
  menuId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onChoose: (action: ShowingAction) => void;
}) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': `${menuId}-button` } }}
    >
      <MenuItem onClick={() => onChoose('edit')} sx={{ minHeight: 48 }}>
        <ListItemIcon>
          <Edit fontSize="small" />
        </ListItemIcon>
        <ListItemText>Edit showing</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onChoose('delete')} sx={{ minHeight: 48, color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <DeleteOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>Delete showing</ListItemText>
      </MenuItem>
    </Menu>
  );
}

/** "Manage showing": Edit showing and Delete showing, each in its own dialog. */
export function ShowingMenu({ showing, hasReport, onSaved }: { showing: Showing; hasReport: boolean; onSaved: (saved: Showing) => Promise<unknown> }) {
  const { trigger, menu, open, close } = useShowingActions();
  const phone = useIsPhone();

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
      {menu}
      {open === 'edit' && <EditShowingDialog showing={showing} hasReport={hasReport} onSaved={onSaved} onClose={close} />}
      {open === 'delete' && <DeleteShowingDialog showing={showing} onClose={close} />}
    </>
  );
}
