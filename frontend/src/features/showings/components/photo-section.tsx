import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';

import { type Photo, usePhotos } from '../api/photos';
import { type PhotoUpload, usePhotoUploads } from '../photos/use-photo-uploads';
import type { Report } from '../types';
import { PhotoThumbnail } from './photo-thumbnail';
import { PhotoDialog } from './photo-dialog';
import { type PickerInputs, PhotoPickers } from './photo-pickers';

/** The most photos a showing holds (the server refuses the 61st). */
export const MAX_PHOTOS = 60;

const PICKER_INPUTS: PickerInputs = {
  camera: { label: 'Take a photo', testId: 'photo-camera-input' },
  library: { label: 'Choose photos', testId: 'photo-library-input' },
};

function UploadRow({ upload, onRetry, onDismiss }: { upload: PhotoUpload; onRetry: () => void; onDismiss: () => void }) {
  if (upload.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={0.5}>
            {upload.retryable && (
              <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onRetry} aria-label={`Retry ${upload.name}`}>
                Retry
              </Button>
            )}
            <Button color="inherit" size="small" onClick={onDismiss} aria-label={`Dismiss ${upload.name}`}>
              Dismiss
            </Button>
          </Stack>
        }
      >
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {upload.name}
        </Typography>
        {upload.error}
      </Alert>
    );
  }
  const percent = Math.round(upload.progress * 100);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {upload.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {upload.state === 'waiting' ? 'Waiting' : `${percent}%`}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={`Uploading ${upload.name}`} sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
    </Box>
  );
}

/**
 * The showing's photos: take one with the camera or add several from the library, each uploading
 * with its own progress bar (and a retry when it fails), and a gallery of the photos attached to
 * no item (those attached show beside their item). Tapping a photo enlarges it.
 */
export function PhotoSection({ report }: { report: Report }) {
  const showingId = report.showingId;
  const { data: photos, error } = usePhotos(showingId);
  const { uploads, add, retry, dismiss } = usePhotoUploads(showingId);
  const [open, setOpen] = useState<Photo | null>(null);
  const count = photos?.length ?? 0;
  const full = count + uploads.filter((u) => u.state !== 'failed').length >= MAX_PHOTOS;
  const gallery = photos?.filter((photo) => photo.reportItemId == null) ?? [];

  return (
    <SectionCard title="Photos" icon={<PhotoCamera fontSize="small" />} description={`${count} of ${MAX_PHOTOS} · attach a photo to a repair or an upgrade to print it beside the item`}>
      <Stack spacing={2}>
        <PhotoPickers onFiles={add} disabled={full} inputs={PICKER_INPUTS} />
        {uploads.length > 0 && (
          <Stack spacing={1.5} aria-label="Uploads" role="group">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} onRetry={() => retry(upload.key)} onDismiss={() => dismiss(upload.key)} />
            ))}
          </Stack>
        )}
        {error && <Alert severity="error">The photos could not be loaded. Reload the page to try again.</Alert>}
        {photos && gallery.length > 0 && (
          <Box role="list" aria-label="Photos not attached to an item" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1 }}>
            {gallery.map((photo, i) => (
              <Box role="listitem" key={photo.id} sx={{ minWidth: 0 }}>
                <PhotoThumbnail photo={photo} size="100%" label={`Open photo ${i + 1}${photo.caption ? `: ${photo.caption}` : ''}`} onOpen={() => setOpen(photo)} />
                {photo.caption && (
                  <Typography variant="caption" color="text.secondary" component="p" noWrap sx={{ mt: 0.25 }}>
                    {photo.caption}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
        {photos && count === 0 && uploads.length === 0 && (
          <Typography color="text.secondary">No photos yet. Take or add photos of what you saw; they are printed in the report.</Typography>
        )}
        {photos && count > 0 && gallery.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Every photo is attached to an item and shows beside it.
          </Typography>
        )}
      </Stack>
      {open && photos && <PhotoDialog photo={photos.find((p) => p.id === open.id) ?? open} photos={photos} report={report} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
}
