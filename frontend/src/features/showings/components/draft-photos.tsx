import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import type { DraftForm } from '@/lib/device-drafts';

import { blobOf, keepDraftPhoto, listDraftPhotos, removeDraftPhoto } from '../photos/draft-photos';
import { type PickerInputs, PhotoPickers } from './photo-pickers';
import { MAX_PHOTOS } from './photo-section';

const PICKER_INPUTS: PickerInputs = {
  camera: { label: 'Take a photo for this showing' },
  library: { label: 'Choose photos for this showing' },
};

interface Kept {
  id: string;
  /** An object URL of the kept bytes, for the thumbnail. */
  url: string;
}

/**
 * Photos taken while filling in a form, before the showing exists: kept on this device with the
 * draft (they survive a reload and having no signal) and uploaded with the showing when it is
 * sent.
 */
export function DraftPhotos({ userId, form }: { userId: number; form: DraftForm }) {
  const [kept, setKept] = useState<Kept[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const urls = useRef<string[]>([]);

  // Reads the device again after every change; each read's object URLs replace the last ones.
  useEffect(() => {
    let live = true;
    listDraftPhotos(userId, form)
      .catch(() => [])
      .then((photos) => {
        if (!live) return;
        urls.current.forEach((url) => URL.revokeObjectURL(url));
        const next = photos.map(({ id, photo }) => ({ id, url: URL.createObjectURL(blobOf(photo)) }));
        urls.current = next.map((photo) => photo.url);
        setKept(next);
      });
    return () => {
      live = false;
    };
  }, [userId, form, reads]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const reload = () => setReads((n) => n + 1);

  const keep = async (files: File[]) => {
    setProblem(null);
    const room = MAX_PHOTOS - kept.length;
    try {
      for (const file of files.slice(0, Math.max(0, room))) await keepDraftPhoto(userId, form, file);
      if (files.length > room) setProblem(`A showing holds at most ${MAX_PHOTOS} photos.`);
    } catch {
      setProblem('This browser could not keep the photo on the device. Add it from the report page once the report is written.');
    }
    reload();
  };

  const remove = async (id: string) => {
    await removeDraftPhoto(userId, id);
    reload();
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        Photos (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Kept with the draft, even with no signal, and added to the report when it is generated.
      </Typography>
      <PhotoPickers onFiles={(files) => void keep(files)} disabled={kept.length >= MAX_PHOTOS} inputs={PICKER_INPUTS} />
      {problem && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
      {kept.length > 0 && (
        <Box role="list" aria-label="Photos kept on this device" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' }, gap: 1, mt: 1.5 }}>
          {kept.map((photo, i) => (
            <Box role="listitem" key={photo.id} sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <Box component="img" src={photo.url} alt={`Photo ${i + 1}`} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              <IconButton
                size="small"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => void remove(photo.id)}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
