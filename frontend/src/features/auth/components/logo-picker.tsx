import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useState } from 'react';

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

/**
 * Optional company logo chosen while registering. The file is kept in memory only: uploading
 * it is not wired yet, so the agent adds it later from the profile.
 */
export function LogoPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Release the object URL when it is replaced or the picker goes away.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPreviewUrl(chosen && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
    onChange(chosen);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2 }}>
      <Avatar variant="rounded" src={previewUrl ?? undefined} alt={file ? 'Logo preview' : undefined} sx={{ width: 56, height: 56, bgcolor: 'grey.100', color: 'grey.500' }}>
        <CloudUpload />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Button component="label" variant="outlined" size="small">
          {file ? 'Change Logo' : 'Choose Logo'}
          <input hidden type="file" accept={LOGO_ACCEPT} onChange={onSelect} aria-label="Company logo (optional)" />
        </Button>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {file ? file.name : 'Company logo (optional) · PNG, JPG or SVG'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          You can add your logo later from your profile
        </Typography>
      </Box>
    </Box>
  );
}
