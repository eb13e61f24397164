import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';

import { errorMessage } from '@/lib/api-client';
import { isListKey } from '@/lib/invalidate';
import { REPORTS_PATH } from '@/lib/list-keys';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { type Delivery, latestDelivery, sendPreviewKey, useDeliveries, useRetryDelivery, useSendPreview } from './api/deliveries';
import { showingReportsKey } from './api/get-showing-reports';
import type { Report, Showing } from './types';

/**
 * What the send button offers:
 * - `checking`: the deliveries are still loading (disabled, so nothing is sent twice by accident);
 * - `send`: never sent ("Send Report to Buyer");
 * - `send-updated`: sent before, and the server says this version was not ("Send updated report");
 * - `already-sent`: this version is queued, being sent or sent ("Report Already Sent", disabled);
 * - `failed`: this version could not be delivered; Retry (beside the state) queues it again.
 */
export type SendMode = 'checking' | 'send' | 'send-updated' | 'already-sent' | 'failed';

/**
 * Decides from the server's answers, never from a guess: with no delivery yet, the report's own
 * `emailSent` (a report sent before deliveries were recorded stays sent); with deliveries, the
 * preview's `alreadySent` for the version on screen. An edited summary not saved yet is a new
 * version too, since sending saves it first. While the preview is loading the button stays off;
 * when it cannot be read, the newest delivery is taken to be of this version.
 */
export function sendMode({
  report,
  deliveries,
  deliveriesFailed,
  alreadySent,
  draftChanged,
}: {
  report: Report;
  deliveries: readonly Delivery[] | undefined;
  deliveriesFailed: boolean;
  alreadySent: boolean | undefined;
  draftChanged: boolean;
}): SendMode {
  if (!deliveries) {
    if (deliveriesFailed) return report.emailSent ? 'already-sent' : 'send';
    return 'checking';
  }
  const latest = latestDelivery(deliveries);
  if (!latest) return report.emailSent ? 'already-sent' : 'send';
  if (draftChanged || alreadySent === false) return 'send-updated';
  if (alreadySent === undefined) return 'checking';
  return latest.status === 'failed' ? 'failed' : 'already-sent';
}

/**
 * The report's deliveries and what the page may do with them. The list polls while the newest
 * delivery is on its way; once it is sent, the showing's reports (their `emailSent`) and the
 * dashboard's report list are read again. The preview is read again whenever the report or the
 * showing changes on the page (an edit may make it a new version, which can be sent again).
 */
export function useDeliveryState({ report, showing, draftChanged }: { report: Report; showing: Showing; draftChanged: boolean }) {
  const { mutate } = useSWRConfig();
  const handleUnauthorized = useUnauthorizedHandler();
  const deliveries = useDeliveries(report.showingId);
  const hasDeliveries = Boolean(deliveries.data?.length);
  const preview = useSendPreview(report.showingId, { enabled: hasDeliveries });
  const retry = useRetryDelivery(report.showingId);
  const latest = latestDelivery(deliveries.data);

  const sentNow = latest?.status === 'sent' && latest.reportId === report.id && !report.emailSent;
  useEffect(() => {
    if (!sentNow) return;
    void mutate(showingReportsKey(report.showingId));
    // The dashboard's report cards read "Email Sent" from the same flag.
    void mutate((key) => isListKey(key, REPORTS_PATH), undefined, { revalidate: true });
  }, [sentNow, report.showingId, mutate]);

  const seen = useRef({ report, details: showing.details });
  useEffect(() => {
    if (seen.current.report === report && seen.current.details === showing.details) return;
    seen.current = { report, details: showing.details };
    void mutate(sendPreviewKey(report.showingId));
  }, [report, showing.details, mutate]);

  return {
    deliveries: deliveries.data,
    latest,
    mode: sendMode({ report, deliveries: deliveries.data, deliveriesFailed: Boolean(deliveries.error), alreadySent: preview.data?.alreadySent ?? (preview.error ? true : undefined), draftChanged }),
    retrying: retry.isMutating,
    retry: async (delivery: Delivery) => {
      if (retry.isMutating) return;
      try {
        await retry.trigger(delivery.id);
      } catch (caught) {
        if (handleUnauthorized(caught)) return;
        toast({ title: 'Error', description: errorMessage(caught), variant: 'destructive' });
      }
    },
  };
}

export type DeliveryState = ReturnType<typeof useDeliveryState>;
