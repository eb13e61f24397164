import CloudQueue from '@mui/icons-material/CloudQueue';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

import type { QueuedShowing } from '../outbox/queued-showing';
import { errorOfRefusal } from '../outbox/send-showing';
import { GenerationFailedAlert } from './generation-failed-alert';

export const WAITING_FOR_CONNECTION = 'Waiting for a connection — will send automatically';

/**
 * Next to a form's button: its showing waits on the device for a connection, or the server
 * refused it while the form was closed (the words stay in the form to correct and send again).
 */
export function QueuedShowingNotice({ showing }: { showing: QueuedShowing }) {
  if (showing.state === 'waiting') {
    return (
      <Alert severity="info" icon={<CloudQueue />} role="status">
        <AlertTitle sx={{ fontWeight: 700 }}>{WAITING_FOR_CONNECTION}</AlertTitle>
        This showing is saved on this device. Its report is generated as soon as the connection is back; you can close the app in the meantime.
      </Alert>
    );
  }
  if (!showing.refusal) return null;
  if (showing.refusal.stage === 'generate') return <GenerationFailedAlert failure={{ error: errorOfRefusal(showing.refusal), showingId: showing.showingId }} />;
  return (
    <Alert severity="error">
      <AlertTitle sx={{ fontWeight: 700 }}>The showing was not sent</AlertTitle>
      {showing.refusal.message} Your notes are kept on this device: correct them and press Generate again.
    </Alert>
  );
}
