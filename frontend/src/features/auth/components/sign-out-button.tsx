import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ResponsiveDialog, confirmActionsStyle } from '@/components/ui/responsive-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { listDeviceItems } from '@/lib/device-store';
import { toast } from '@/lib/toast';

import { useLogout } from '../api/logout';

/** How many showings wait on this device to be sent; signing out gives them up. */
async function showingsWaiting(userId: number | undefined): Promise<number> {
  if (userId === undefined) return 0;
  return (await listDeviceItems(userId, 'outbox').catch(() => [])).length;
}

export function SignOutButton() {
  const navigate = useNavigate();
  const { user } = useUser();
  const { trigger, isMutating } = useLogout();
  const [waiting, setWaiting] = useState(0);

  const signOut = async () => {
    setWaiting(0);
    try {
      await trigger();
      navigate(paths.home.getHref());
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const onClick = async () => {
    const count = await showingsWaiting(user?.id);
    if (count > 0) setWaiting(count);
    else await signOut();
  };

  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={() => void onClick()} loading={isMutating} sx={{ borderColor: 'divider' }}>
        Sign Out
      </Button>
      {waiting > 0 && (
        <ResponsiveDialog title="Sign out with a showing not sent?" onClose={() => setWaiting(0)} maxWidth="xs" sheet={false}>
          <DialogContent>
            <DialogContentText>
              {waiting === 1 ? 'A showing saved on this device is' : `${waiting} showings saved on this device are`} not sent yet. Signing out
              removes {waiting === 1 ? 'it' : 'them'} from this device, with your drafts.
            </DialogContentText>
          </DialogContent>
          <DialogActions disableSpacing sx={confirmActionsStyle}>
            <Button onClick={() => setWaiting(0)} sx={{ minHeight: 44 }}>
              Stay Signed In
            </Button>
            <Button variant="contained" color="error" onClick={() => void signOut()} sx={{ minHeight: 44 }}>
              Sign Out Anyway
            </Button>
          </DialogActions>
        </ResponsiveDialog>
      )}
    </>
  );
}
