import TaskAlt from '@mui/icons-material/TaskAlt';
import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ResponsiveDialog, confirmActionsStyle } from '@/components/ui/responsive-dialog';
import { type DraftForm, useDraftStatus } from '@/lib/device-drafts';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Under a form's title: whether what was typed or heard is kept on this device, and a way to throw
 * it away (after a question: the words cannot be brought back). Not offered while the showing is
 * on its way, as the queued showing is what those words became.
 */
export function DeviceDraftStatus({ userId, form, onDiscard, canDiscard = true }: { userId: number; form: DraftForm; onDiscard: () => void; canDiscard?: boolean }) {
  const status = useDraftStatus(userId, form);
  const [asking, setAsking] = useState(false);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, minHeight: 36, mb: 1 }}>
      {status.state === 'saved' ? (
        <>
          <TaskAlt fontSize="small" color="success" aria-hidden />
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            Saved on this device
          </Typography>
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            at {time.format(status.savedAt)}
          </Typography>
          {canDiscard && (
            <Button size="small" color="error" onClick={() => setAsking(true)} sx={{ minHeight: 36 }}>
              Discard draft
            </Button>
          )}
        </>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <PhonelinkLock fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden />
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {status.state === 'failed'
              ? 'This browser does not let the app keep a draft: your notes are not saved on this device.'
              : 'Your notes are kept on this device as you type or dictate.'}
          </Typography>
        </Box>
      )}
      {asking && (
        <ResponsiveDialog title="Discard this draft?" onClose={() => setAsking(false)} maxWidth="xs" sheet={false}>
          <DialogContent>
            <DialogContentText>Everything typed or dictated in this form will be removed from this device. This cannot be undone.</DialogContentText>
          </DialogContent>
          <DialogActions disableSpacing sx={confirmActionsStyle}>
            <Button onClick={() => setAsking(false)} sx={{ minHeight: 44 }}>
              Keep Draft
            </Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                setAsking(false);
                onDiscard();
              }}
              sx={{ minHeight: 44 }}
            >
              Discard Draft
            </Button>
          </DialogActions>
        </ResponsiveDialog>
      )}
    </Box>
  );
}
