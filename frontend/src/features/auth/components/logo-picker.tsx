import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';

import { LOGO_ACCEPT, logoFileProblem } from '@/lib/logo';

/**
 * Optional company logo chosen while registering, with a preview. It is checked here (type and
 * size) and uploaded once the account exists; the server has the last word on the file.
 */
export function LogoPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Release the object URL when it is replaced or the picker goes away.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = (chosen: File | null) => {
    setPreviewUrl(chosen && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
    onChange(chosen);
  };

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const found = logoFileProblem(chosen);
    setProblem(found);
    // A refused file does not replace an earlier good choice.
    if (!found) choose(chosen);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, border: 1, borderColor: problem ? 'error.main' : 'divider', borderStyle: 'dashed', borderRadius: 2 }}>
      <Avatar
        variant="rounded"
        src={previewUrl ?? undefined}
        alt={file ? 'Logo preview' : undefined}
        sx={{ width: 56, height: 56, bgcolor: previewUrl ? 'common.white' : 'grey.100', color: 'grey.500', border: previewUrl ? 1 : 0, borderColor: 'divider', '& img': { objectFit: 'contain', p: 0.5 } }}
      >
        <CloudUpload />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
            {file ? 'Change Logo' : 'Choose Logo'}
          </Button>
          {file && (
            <Button
              size="small"
              color="inherit"
              sx={{ color: 'text.secondary' }}
              onClick={() => {
                setProblem(null);
                choose(null);
              }}
            >
              Remove
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          hidden
          type="file"
          accept={LOGO_ACCEPT}
          onChange={onSelect}
          aria-label="Company logo (optional)"
          aria-describedby={problem ? problemId : undefined}
        />
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {file ? file.name : 'Company logo (optional) · PNG, JPG or SVG, up to 2 MB'}
        </Typography>
        {problem ? (
          <Typography id={problemId} variant="caption" color="error">
            {problem}
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {file ? 'Uploaded when your account is created' : 'Printed on your PDF reports; you can also add it later'}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
