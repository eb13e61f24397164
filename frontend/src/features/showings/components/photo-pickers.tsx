import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, useRef } from 'react';

/** What a file input takes: photos of any kind the device offers (HEIC is converted on the device). */
const ACCEPT = 'image/*,.heic,.heif';

/** The two hidden file inputs: how each is named to assistive technology, and to tests. */
export interface PickerInputs {
  camera: { label: string; testId?: string };
  library: { label: string; testId?: string };
}

/**
 * "Take photo" (the camera, `capture`) and "Add photos" (the library, several at once), each
 * opening its own hidden file input. The chosen files are handed over and the input is emptied,
 * so the same photo can be chosen again.
 */
export function PhotoPickers({ onFiles, disabled, inputs }: { onFiles: (files: File[]) => void; disabled: boolean; inputs: PickerInputs }) {
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input ref={camera} type="file" accept={ACCEPT} capture="environment" hidden onChange={onChosen} data-testid={inputs.camera.testId} aria-label={inputs.camera.label} />
      <input ref={library} type="file" accept={ACCEPT} multiple hidden onChange={onChosen} data-testid={inputs.library.testId} aria-label={inputs.library.label} />
      {/* Below the heading rather than beside it: on a phone two buttons beside it squeeze the title. */}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => camera.current?.click()} disabled={disabled} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}>
          Take photo
        </Button>
        <Button variant="outlined" startIcon={<AddPhotoAlternate />} onClick={() => library.current?.click()} disabled={disabled} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}>
          Add photos
        </Button>
      </Stack>
    </>
  );
}
