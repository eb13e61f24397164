import MoreVert from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';

import { ResponsiveDialog } from '@/components/ui/responsive-dialog';

import { useShowing } from '../api/get-showing';
import type { Showing } from '../types';
import { DeleteShowingDialog } from './delete-showing-dialog';
import { EditShowingDialog } from './edit-showing-dialog';
import { useShowingActions } from './showing-menu';

/** Edit showing needs the showing's details, which a report card does not carry: they are read first. */
function EditListedShowing({ showingId, onClose }: { showingId: number; onClose: () => void }) {
  const showing = useShowing(showingId);
  // The server answers the changed showing, so it is kept as it is without reading it again.
  const onSaved = (next: Showing) => showing.mutate(next, { revalidate: false });

  if (showing.data) return <EditShowingDialog showing={showing.data} hasReport onSaved={onSaved} onClose={onClose} />;
  return (
    <ResponsiveDialog title="Edit showing" onClose={onClose} maxWidth="xs" sheet={false}>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        {showing.error ? <Alert severity="error">The showing could not be loaded. Please try again.</Alert> : <CircularProgress aria-label="Loading the showing" />}
      </DialogContent>
    </ResponsiveDialog>
  );
}

/**
 * A report card's "Manage showing" menu: Edit showing and Delete showing, as on the report page.
 * Deleting keeps the agent where they are; the lists are read again, so the card goes.
 */
export function ShowingCardMenu({ showingId, propertyAddress }: { showingId: number; propertyAddress: string }) {
  const { trigger, menu, open, close } = useShowingActions();
  return (
    <>
      <IconButton {...trigger} aria-label={`Manage showing: ${propertyAddress}`} sx={{ width: 44, height: 44, mt: -1, mr: -1 }}>
        <MoreVert />
      </IconButton>
      {menu}
      {open === 'edit' && <EditListedShowing showingId={showingId} onClose={close} />}
      {open === 'delete' && <DeleteShowingDialog showing={{ id: showingId, propertyAddress }} onClose={close} onDeleted={close} />}
    </>
  );
}
