import { useEffect, useRef } from 'react';

import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { useRefreshAfterGeneration } from '../api/generate-report';
import { RETRY_EVERY_MS, sendWaitingShowings } from './outbox';

/**
 * Sends the agent's showings that wait on the device: when the app starts, when the browser says
 * the connection is back, and every half minute while any is waiting (a phone's `online` event is
 * not always told). Each one sent is announced with a link to its report; one the server refuses
 * stops there and says why, and its draft stays on the form it came from.
 */
export function useOutboxSync(userId: number) {
  const refresh = useRefreshAfterGeneration();
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });

  useEffect(() => {
    let stopped = false;
    let running = false;
    const run = async () => {
      if (running || stopped) return;
      running = true;
      try {
        const outcomes = await sendWaitingShowings(userId);
        for (const outcome of outcomes) {
          if (stopped) return;
          if (outcome.result === 'sent') {
            await latestRefresh.current(outcome.showingId, outcome.report).catch(() => undefined);
            toast({
              title: 'Report Generated',
              description: 'The showing saved on this device was sent and its report is ready.',
              link: { label: 'Open the report', href: paths.report.getHref(outcome.showingId) },
            });
          } else if (outcome.result === 'refused') {
            toast({
              title: 'Showing Not Sent',
              description: `${outcome.error.text} Your notes are kept on this device; open the form to correct them.`,
              variant: 'destructive',
            });
          }
        }
      } catch {
        // The device store is unavailable: nothing was queued here to send.
      } finally {
        running = false;
      }
    };
    void run();
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => void run(), RETRY_EVERY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [userId]);
}
