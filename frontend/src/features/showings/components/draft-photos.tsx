import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Close from '@mui/icons-material/Close';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

import type { DraftForm } from '@/lib/device-drafts';

import { blobOf, keepDraftPhoto, listDraftPhotos, removeDraftPhoto } from '../photos/draft-photos';
import { MAX_PHOTOS } from './photo-section';

/** What a file input takes: photos of any kind the device offers (HEIC is converted on the device). */
const ACCEPT = 'image/*,.heic,.heif';

interface Kept {
  id: string;
  name: string;
  url: string;
}

/**
 * Photos taken while filling in a form, before the showing exists: kept on this device with the
 * draft (they survive a reload and having no signal) and uploaded with the showing when it is
 * sent.
 */
export function DraftPhotos({ userId, form, disabled = false }: { userId: number; form: DraftForm; disabled?: boolean }) {
  const [kept, setKept] = useState<Kept[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);

  // Reads the device again after every change; each read's object URLs replace the last ones.
  useEffect(() => {
    let live = true;
    listDraftPhotos(userId, form)
      .catch(() => [])
      .then((photos) => {
        if (!live) return;
        urls.current.forEach((url) => URL.revokeObjectURL(url));
        const next = photos.map(({ id, photo }) => ({ id, name: photo.name, url: URL.createObjectURL(blobOf(photo)) }));
        urls.current = next.map((photo) => photo.url);
        setKept(next);
      });
    return () => {
      live = false;
    };
  }, [userId, form, reads]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const reload = () => setReads((n) => n + 1);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
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
      <input ref={camera} type="file" accept={ACCEPT} capture="environment" hidden onChange={onChosen} aria-label="Take a photo for this showing" />
      <input ref={library} type="file" accept={ACCEPT} multiple hidden onChange={onChosen} aria-label="Choose photos for this showing" />
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        Photos (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Kept with the draft, even with no signal, and added to the report when it is generated.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => camera.current?.click()} disabled={disabled || kept.length >= MAX_PHOTOS} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}>
          Take photo
        </Button>
        <Button variant="outlined" startIcon={<AddPhotoAlternate />} onClick={() => library.current?.click()} disabled={disabled || kept.length >= MAX_PHOTOS} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}>
          Add photos
        </Button>
      </Stack>
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
                disabled={disabled}
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
