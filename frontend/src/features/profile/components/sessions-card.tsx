import Devices from '@mui/icons-material/Devices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';

import { signOutOthers, useSessions } from '../api/sessions';

/** Profile → "Where you're signed in": each device, and signing out all the others at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const [isMutating, setMutating] = useState(false);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const onSignOutOthers = async () => {
    setMutating(true);
    try {
      await signOutOthers();
      await sessions.reload();
      toast({ title: 'Signed out everywhere else', description: 'Every other device must sign in again.' });
    } catch (error) {
      toast({ title: 'Could not sign out the other devices', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setMutating(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="sessions-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="sessions-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Where you're signed in
        </Typography>
        {sessions.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(sessions.error)}
          </Alert>
        ) : !sessions.data ? (
          <Skeleton height={56} />
        ) : (
          <List dense aria-label="Signed-in devices">
            {sessions.data.map((s) => (
              <ListItem key={s.id} disableGutters>
                <Devices fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} aria-hidden />
                <ListItemText
                  primary={
                    <>
                      {s.device} {s.current && <Chip size="small" label="This device" sx={{ ml: 0.5 }} />}
                    </>
                  }
                  secondary={`Signed in ${formatDateTime(s.signedInAt)} · last active ${formatDateTime(s.lastSeenAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Button variant="outlined" onClick={() => void onSignOutOthers()} loading={isMutating} disabled={others === 0} sx={{ minHeight: 44 }}>
          Sign out everywhere else
        </Button>
      </CardContent>
    </Card>
  );
}
