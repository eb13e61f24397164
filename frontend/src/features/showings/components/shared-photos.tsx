import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { SectionCard } from '@/components/ui/section-card';

import type { SharedReport } from '../api/share-links';
import { PhotoThumbnail } from './photo-thumbnail';

export type SharedPhoto = SharedReport['photos'][number];

/** A photo at full size with its caption, read-only. */
function PhotoViewer({ photo, onClose }: { photo: SharedPhoto; onClose: () => void }) {
  return (
    <ResponsiveDialog title={photo.caption || 'Photo'} onClose={onClose} maxWidth="md">
      <DialogContent>
        <Box component="img" src={photo.url} alt={photo.caption ?? 'Photo from the showing'} sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** The photos of one item, beside it on the shared page; each opens enlarged. */
export function SharedItemPhotos({ photos, itemId, description }: { photos: SharedPhoto[]; itemId: string; description: string }) {
  const [open, setOpen] = useState<SharedPhoto | null>(null);
  const attached = photos.filter((photo) => photo.itemId === itemId);
  if (attached.length === 0) return null;
  return (
    <>
      <Box role="list" aria-label={`Photos of ${description}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
        {attached.map((photo, i) => (
          <Box role="listitem" key={photo.url}>
            <PhotoThumbnail photo={photo} size={56} label={`Open photo ${i + 1} of ${description}${photo.caption ? `: ${photo.caption}` : ''}`} onOpen={() => setOpen(photo)} />
          </Box>
        ))}
      </Box>
      {open && <PhotoViewer photo={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The showing's photos attached to no item, as a gallery. */
export function SharedPhotoGallery({ photos, itemIds }: { photos: SharedPhoto[]; itemIds: Set<string> }) {
  const [open, setOpen] = useState<SharedPhoto | null>(null);
  const rest = photos.filter((photo) => !photo.itemId || !itemIds.has(photo.itemId));
  if (rest.length === 0) return null;
  return (
    <SectionCard title="Photos" icon={<PhotoLibrary fontSize="small" />}>
      <Box role="list" aria-label="Photos from the showing" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
        {rest.map((photo, i) => (
          <Box role="listitem" key={photo.url}>
            <PhotoThumbnail photo={photo} size="100%" label={`Open photo ${i + 1}${photo.caption ? `: ${photo.caption}` : ''}`} onOpen={() => setOpen(photo)} />
            {photo.caption && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                {photo.caption}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {open && <PhotoViewer photo={open} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
}
