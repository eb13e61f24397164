import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { components } from '@/types/api';

export type Delivery = components['schemas']['DeliveryResponse'];
export type EmailPreview = components['schemas']['EmailPreviewResponse'];

/** Where a delivery stands: queued (maybe waiting to try again), being sent, sent, or given up. */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** How often the page asks again while the latest delivery is on its way. */
export const DELIVERY_POLL_MS = 2000;

export const deliveriesKey = (showingId: number) => `/api/showings/${showingId}/deliveries`;
export const sendPreviewKey = (showingId: number) => `/api/showings/${showingId}/send-report/preview`;
export const retryDeliveryPath = (showingId: number, deliveryId: number) => `${deliveriesKey(showingId)}/${deliveryId}/retry`;

/** The showing's deliveries, oldest first. */
export const getDeliveries = (showingId: number) => api.get<Delivery[]>(deliveriesKey(showingId));

/** Who would receive what if the report were sent now; sends nothing. */
export const getSendPreview = (showingId: number) => api.get<EmailPreview>(sendPreviewKey(showingId));

/** Queues a failed delivery again (202); 404 when it is not a failed delivery of this showing. */
export const retryDelivery = (showingId: number, deliveryId: number) => api.post<Delivery>(retryDeliveryPath(showingId, deliveryId));

/** The newest delivery (the list is oldest first). */
export const latestDelivery = (deliveries: readonly Delivery[] | undefined): Delivery | undefined => deliveries?.at(-1);

/** Queued or being sent: the server has not finished with it yet. */
export const isOnItsWay = (delivery: Delivery | undefined) => delivery?.status === 'queued' || delivery?.status === 'sending';

/**
 * The showing's deliveries. While the newest one is queued or being sent the list is read again
 * every 2 s; once it is sent or failed the polling stops (nothing else refetches on its own).
 */
export function useDeliveries(showingId: number) {
  return useSWR(deliveriesKey(showingId), () => getDeliveries(showingId), {
    refreshInterval: (deliveries) => (isOnItsWay(latestDelivery(deliveries)) ? DELIVERY_POLL_MS : 0),
  });
}

/**
 * The message as it would go out now, and whether this version of the report was already sent.
 * `fresh` reads it again on mount (the confirmation must show what is true now, not a cached copy).
 */
export function useSendPreview(showingId: number, { enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) {
  return useSWR(enabled ? sendPreviewKey(showingId) : null, () => getSendPreview(showingId), fresh ? { revalidateOnMount: true } : undefined);
}

/** Puts a delivery the server answered into the showing's list (replacing the one with its id). */
export function withDelivery(current: Delivery[] | undefined, delivery: Delivery): Delivery[] {
  const list = current ?? [];
  return list.some((known) => known.id === delivery.id) ? list.map((known) => (known.id === delivery.id ? delivery : known)) : [...list, delivery];
}

/** Reads the deliveries and the preview again: after a send, a refusal, or a retry. */
export function useRefreshDeliveries() {
  const { mutate } = useSWRConfig();
  return (showingId: number, answered?: Delivery) =>
    Promise.all([
      answered
        ? mutate(deliveriesKey(showingId), (current: Delivery[] | undefined) => withDelivery(current, answered), { revalidate: true })
        : mutate(deliveriesKey(showingId)),
      mutate(sendPreviewKey(showingId)),
    ]);
}

/**
 * Queues a failed delivery again and shows it queued at once; the list is read again either way
 * (a refusal usually means another tab already retried it), and polling resumes while it is queued.
 */
export function useRetryDelivery(showingId: number) {
  const refresh = useRefreshDeliveries();
  return useSWRMutation(`POST ${deliveriesKey(showingId)}/retry`, async (_key: string, { arg: deliveryId }: { arg: number }) => {
    try {
      const queued = await retryDelivery(showingId, deliveryId);
      await refresh(showingId, queued);
      return queued;
    } catch (error) {
      void refresh(showingId);
      throw error;
    }
  });
}
