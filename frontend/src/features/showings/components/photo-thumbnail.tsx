import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

import type { Photo } from '../api/photos';

/** A thumbnail that opens its photo (the agent's, or one shown through a share link). */
export function PhotoThumbnail({ photo, label, size, onOpen }: { photo: Pick<Photo, 'thumbnailUrl'>; label: string; size: number | string; onOpen: () => void }) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={label}
      focusRipple
      sx={{ width: size, aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', border: 1, borderColor: 'divider', flexShrink: 0 }}
    >
      <Box component="img" src={photo.thumbnailUrl} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
    </ButtonBase>
  );
}
