import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { DEFAULT_LIFETIME_DAYS, LIFETIME_CHOICES, type ShareLink, createShareLink, revokeShareLink, useRefreshShareLinks, useShareLinks } from '../api/share-links';

const lifetimeLabel = (days: number) => (days === 365 ? '1 year' : `${days} days`);

/** One line about a link: when it stops working, and whether the client opened it. */
export function describeLink(link: ShareLink): string {
  const opened = link.lastOpenedAt ? `last opened ${formatDateTime(link.lastOpenedAt)}` : 'not opened yet';
  if (link.state === 'revoked') return `Withdrawn · ${opened}`;
  if (link.state === 'expired') return `Expired ${formatDate(link.expiresAt)} · ${opened}`;
  return `Open until ${formatDate(link.expiresAt)} · ${opened}`;
}

/**
 * The report page's card for sharing: a link the client opens on any phone with no account, with
 * the lifetime the agent picks. The address is shown once, when the link is made (only its hash is
 * kept); every link is listed with when it was last opened and can be withdrawn.
 */
export function ShareLinksCard({ showingId }: { showingId: number }) {
  const links = useShareLinks(showingId);
  const refresh = useRefreshShareLinks(showingId);
  const handleUnauthorized = useUnauthorizedHandler();
  const [days, setDays] = useState<number>(DEFAULT_LIFETIME_DAYS);
  const [busy, setBusy] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const create = () =>
    run(async () => {
      const link = await createShareLink(showingId, days);
      setFresh(link.url ?? null);
      toast({ title: 'Link Created', description: 'Copy it now: it is shown only once.' });
    }, 'Link not created');

  const revoke = (link: ShareLink) =>
    run(async () => {
      await revokeShareLink(showingId, link.id);
      toast({ title: 'Link Withdrawn', description: 'It no longer opens the report.' });
    }, 'Link not withdrawn');

  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh);
      toast({ title: 'Link Copied' });
    } catch {
      toast({ title: 'Copy the link by hand', description: 'This browser did not allow copying.', variant: 'destructive' });
    }
  };

  const list = links.data ?? [];
  return (
    <SectionCard title="Share With Client" icon={<Share fontSize="small" />} description="A link that opens this report on any phone, with no account. Read-only; withdraw it whenever you like.">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select size="small" label="Link works for" value={days} onChange={(event) => setDays(Number(event.target.value))} sx={{ minWidth: 160 }}>
            {LIFETIME_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {lifetimeLabel(choice)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={create} disabled={busy}>
            Create link
          </Button>
        </Stack>
        {fresh && (
          <Alert severity="success" onClose={() => setFresh(null)} sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Give this link to your client. It is shown only now.
            </Typography>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              {/* The whole address, wrapped: a narrow column must not hide the part that matters. */}
              <TextField
                size="small"
                fullWidth
                multiline
                value={fresh}
                slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Link for the client', style: { wordBreak: 'break-all' } } }}
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outlined" size="small" startIcon={<ContentCopy />} onClick={copy}>
                Copy link
              </Button>
            </Stack>
          </Alert>
        )}
        {links.error ? (
          <Typography color="error" variant="body2">
            The links could not be loaded: {errorMessage(links.error)}
          </Typography>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            No links yet.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Links to this report">
            {list.map((link) => (
              <ListItem
                key={link.id}
                disableGutters
                secondaryAction={
                  link.state === 'open' ? (
                    <Button size="small" color="error" onClick={() => revoke(link)} disabled={busy} aria-label={`Withdraw the link made ${formatDateTime(link.createdAt)}`}>
                      Withdraw
                    </Button>
                  ) : undefined
                }
                sx={{ pr: link.state === 'open' ? 11 : 0 }}
              >
                <ListItemText primary={`Made ${formatDateTime(link.createdAt)}`} secondary={describeLink(link)} />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </SectionCard>
  );
}
