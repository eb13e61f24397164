import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ResponsiveDialog, confirmActionsStyle } from '@/components/ui/responsive-dialog';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useDeleteShowing, useForgetShowing } from '../api/delete-showing';
import { serverProblem } from '../server-problem';
import type { Showing } from '../types';

/**
 * Asks, naming the address; once deleted the dashboard's lists are read again. From the report
 * page the agent goes back to the dashboard; elsewhere `onDeleted` says what follows.
 */
export function DeleteShowingDialog({
  showing,
  onClose,
  onDeleted,
}: {
  showing: Pick<Showing, 'id' | 'propertyAddress'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteShowing(showing.id);
  const forgetShowing = useForgetShowing();
  const navigate = useNavigate();
  const handleUnauthorized = useUnauthorizedHandler();
  const [problem, setProblem] = useState<string | null>(null);
  const address = showing.propertyAddress;

  const onDelete = async () => {
    setProblem(null);
    try {
      await remove.trigger();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      setProblem(serverProblem(error));
      return;
    }
    if (onDeleted) onDeleted();
    else navigate(paths.dashboard.getHref());
    toast({ title: 'Showing Deleted', description: `${address} and its reports were deleted.` });
    void forgetShowing(showing.id);
  };

  return (
    <ResponsiveDialog title="Delete this showing?" onClose={onClose} busy={remove.isMutating} maxWidth="xs" sheet={false}>
      <DialogContent>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <DialogContentText>
            <strong>{address}</strong> will be deleted with its report and market analysis. This cannot be undone.
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={confirmActionsStyle}>
        <Button onClick={onClose} disabled={remove.isMutating} sx={{ minHeight: 44 }}>
          Keep Showing
        </Button>
        <Button variant="contained" color="error" onClick={() => void onDelete()} loading={remove.isMutating} sx={{ minHeight: 44 }}>
          Delete Showing
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
