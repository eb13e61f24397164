import Business from '@mui/icons-material/Business';
import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { LOGO_ACCEPT, logoFileProblem } from '@/lib/logo';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useRemoveLogo } from '../api/remove-logo';
import { useUploadLogo } from '../api/upload-logo';

/**
 * The logo keeps one address (`/api/user/logo`), so after a change the image is asked for with a
 * new query: otherwise the browser could keep showing the one it already holds. Kept outside the
 * component so it survives switching tabs.
 */
let logoVersion = 0;

function withVersion(url: string, version: number): string {
  return version ? `${url}${url.includes('?') ? '&' : '?'}v=${version}` : url;
}

/** The server's own words for the field, without the "STATUS: " prefix of the error format. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.fields.logo ?? error.text;
  return errorMessage(error);
}

/**
 * The logo printed on the agent's PDF reports: upload (checked here, then by the server, which
 * reads the content), replace and remove. A refused file leaves the previous logo in place.
 */
export function CompanyLogoCard({ user }: { user: User }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const handleUnauthorized = useUnauthorizedHandler();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(logoVersion);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isMutating || remove.isMutating;

  // Release the preview's object URL when it is replaced or the card goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const changed = () => {
    logoVersion = Date.now();
    setVersion(logoVersion);
  };

  const onSelect = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after a refusal must still fire a change.
    event.target.value = '';
    if (!file) return;

    const precheck = logoFileProblem(file);
    if (precheck) {
      setProblem(precheck);
      toast({ title: 'Logo Upload Failed', description: precheck, variant: 'destructive' });
      return;
    }
    setProblem(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    try {
      await upload.trigger(file);
      changed();
      toast({ title: 'Logo Updated', description: 'Your reports will show the new logo.' });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      setProblem(problemOf(error));
      toast({ title: 'Logo Upload Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPreview(null);
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.trigger();
      changed();
      toast({ title: 'Logo Removed', description: 'Your reports will no longer show a logo.' });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Logo Removal Failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const current = user.logoUrl ? withVersion(user.logoUrl, version) : null;
  const shown = preview ?? current;
  let status = 'No logo uploaded yet';
  if (upload.isMutating) status = 'Uploading…';
  else if (remove.isMutating) status = 'Removing…';
  else if (user.logoUrl) status = 'Current logo';

  return (
    <Card variant="outlined" component="section" aria-labelledby="logo-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="logo-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Company Logo
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Shown on the PDF reports you send. PNG, JPG or SVG, up to 2&nbsp;MB.
        </Typography>
        <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ position: 'relative', flexShrink: 0 }}>
            <Avatar
              variant="rounded"
              src={shown ?? undefined}
              alt={shown ? (preview ? 'New logo preview' : 'Company logo') : undefined}
              sx={{
                width: 96,
                height: 96,
                bgcolor: shown ? 'common.white' : 'grey.100',
                color: 'grey.500',
                border: 1,
                borderColor: 'divider',
                opacity: busy ? 0.55 : 1,
                transition: 'opacity 150ms',
                '& img': { objectFit: 'contain', p: 1 },
              }}
            >
              <Business fontSize="large" />
            </Avatar>
            {busy && <CircularProgress size={28} aria-hidden sx={{ position: 'absolute', top: 34, left: 34 }} />}
          </Box>
          <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<CloudUpload />} onClick={() => input.current?.click()} loading={upload.isMutating} disabled={busy}>
                {user.logoUrl ? 'Change Logo' : 'Upload Logo'}
              </Button>
              {user.logoUrl && (
                <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove} loading={remove.isMutating} disabled={busy}>
                  Remove
                </Button>
              )}
            </Stack>
            <input ref={input} hidden type="file" accept={LOGO_ACCEPT} onChange={onSelect} aria-label="Upload company logo" />
            <Typography variant="caption" color="text.secondary" aria-live="polite">
              {status}
            </Typography>
            {problem && (
              <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
                {problem}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
