import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { type Photo, type PhotoChange, useChangePhoto, useDeletePhoto } from '../api/photos';
import type { Report } from '../types';

const MAX_CAPTION = 200;
const NOT_ATTACHED = '';

/** The photo's items to attach it to: every repair and upgrade of the report. */
function itemOptions(report: Report) {
  return [
    ...report.content.repairs.map((item) => ({ id: item.id, label: `Repair: ${item.description}` })),
    ...report.content.upgrades.map((item) => ({ id: item.id, label: `Upgrade: ${item.description}` })),
  ];
}

/**
 * A photo enlarged, with what the agent can do with it: caption it, attach it to a repair or an
 * upgrade (or detach it), move it earlier or later among the showing's photos, delete it.
 */
export function PhotoDialog({ photo, photos, report, onClose }: { photo: Photo; photos: Photo[]; report: Report; onClose: () => void }) {
  const { trigger: change, isMutating: changing } = useChangePhoto(photo.showingId);
  const { trigger: remove, isMutating: removing } = useDeletePhoto(photo.showingId);
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [item, setItem] = useState(photo.reportItemId ?? NOT_ATTACHED);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = changing || removing;
  const index = photos.findIndex((p) => p.id === photo.id);
  const tooLong = caption.trim().length > MAX_CAPTION;

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setProblem(null);
    try {
      await action();
      if (done) toast({ title: done });
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    }
  };

  const save = async () => {
    const body: PhotoChange = {};
    if (caption.trim() !== (photo.caption ?? '')) body.caption = caption.trim() || null;
    if (item !== (photo.reportItemId ?? NOT_ATTACHED)) body.reportItemId = item || null;
    if (Object.keys(body).length === 0) return onClose();
    if (await run(() => change({ photoId: photo.id, change: body }), 'Photo saved')) onClose();
  };

  const move = (position: number) => run(() => change({ photoId: photo.id, change: { position } }));

  const onDelete = async () => {
    if (await run(() => remove(photo.id), 'Photo deleted')) onClose();
  };

  return (
    <ResponsiveDialog title={photo.caption || `Photo ${index + 1} of ${photos.length}`} onClose={onClose} busy={busy} maxWidth="md">
      <DialogContent>
        <Stack spacing={2}>
          <Box sx={{ bgcolor: 'grey.100', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
            <Box
              component="img"
              src={photo.url}
              alt={photo.caption || `Photo ${index + 1}`}
              width={photo.width}
              height={photo.height}
              sx={{ display: 'block', width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: { xs: '45vh', sm: '60vh' } }}
            />
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Caption"
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            error={tooLong}
            helperText={tooLong ? 'A caption must be at most 200 characters' : 'Printed under the photo in the report'}
            fullWidth
          />
          <TextField select label="Attached to" value={item} onChange={(event) => setItem(event.target.value)} fullWidth helperText="Printed beside this item in the report; otherwise on the photo page">
            <MenuItem value={NOT_ATTACHED}>Not attached (photo page)</MenuItem>
            {itemOptions(report).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button startIcon={<ArrowBack />} onClick={() => void move(index - 1)} disabled={busy || index <= 0} sx={{ minHeight: 44 }}>
              Move earlier
            </Button>
            <Button endIcon={<ArrowForward />} onClick={() => void move(index + 1)} disabled={busy || index >= photos.length - 1} sx={{ minHeight: 44 }}>
              Move later
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button color="error" startIcon={<DeleteOutline />} onClick={() => void onDelete()} disabled={busy} sx={{ mr: 'auto', minHeight: 44 }}>
          Delete photo
        </Button>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || tooLong} sx={{ minHeight: 44 }}>
          Save
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
