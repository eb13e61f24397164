import Box from '@mui/material/Box';
import { useState } from 'react';

import { type Photo, usePhotos } from '../api/photos';
import type { ReportItem } from '../api/editing-types';
import type { Report } from '../types';
import { PhotoDialog } from './photo-dialog';
import { PhotoThumbnail } from './photo-thumbnail';

/** The photos attached to a repair or an upgrade, beside it; each opens enlarged. */
export function ItemPhotos({ report, item }: { report: Report; item: ReportItem }) {
  const { data: photos } = usePhotos(report.showingId);
  const [open, setOpen] = useState<Photo | null>(null);
  const attached = photos?.filter((photo) => photo.reportItemId === item.id) ?? [];
  if (attached.length === 0) return null;
  return (
    <>
      <Box role="list" aria-label={`Photos of ${item.description}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
        {attached.map((photo, i) => (
          <Box role="listitem" key={photo.id}>
            <PhotoThumbnail photo={photo} size={56} label={`Open photo ${i + 1} of ${item.description}${photo.caption ? `: ${photo.caption}` : ''}`} onOpen={() => setOpen(photo)} />
          </Box>
        ))}
      </Box>
      {open && photos && <PhotoDialog photo={photos.find((p) => p.id === open.id) ?? open} photos={photos} report={report} onClose={() => setOpen(null)} />}
    </>
  );
}
