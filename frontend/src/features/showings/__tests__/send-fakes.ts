import { HttpResponse, http } from 'msw';

import { buildDelivery, buildEmailPreview, buildReport } from '@/testing/fixtures';
import { server } from '@/testing/server';

type Delivery = ReturnType<typeof buildDelivery>;
type Report = ReturnType<typeof buildReport>;

export interface FakeSending {
  /** The showing's deliveries, oldest first; a test moves them along by replacing entries. */
  deliveries: Delivery[];
  /** What the preview says: this version of the report was already queued or sent. */
  alreadySent: boolean;
  /** Each send-report request's body text ('' when none). */
  bodies: string[];
  /** The delivery ids each retry request named. */
  retries: number[];
  /** How many times the preview, the deliveries and the reports were read. */
  reads: { preview: number; deliveries: number; reports: number };
}

export interface FakeSendingOptions {
  deliveries?: Delivery[];
  alreadySent?: boolean;
  /** The report as saved; `emailSent` follows the deliveries (true once one was sent). */
  report?: Report;
  /** Answers send-report instead of queuing (a refusal, a delay); return nothing to queue as usual. */
  respond?: () => Response | undefined | Promise<Response | undefined>;
}

/**
 * Showing 7's sending, kept consistent like the server: send-report queues a delivery (the next
 * version) and the preview then says this version was sent; the report reads as sent once one of
 * its deliveries is. Register it after `answer()` so its handlers win.
 */
export function fakeSending({ deliveries = [], alreadySent = deliveries.length > 0, report = buildReport(), respond }: FakeSendingOptions = {}): FakeSending {
  const state: FakeSending = { deliveries: [...deliveries], alreadySent, bodies: [], retries: [], reads: { preview: 0, deliveries: 0, reports: 0 } };
  let saved = report;
  server.use(
    http.get('/api/showings/7/send-report/preview', () => {
      state.reads.preview += 1;
      return HttpResponse.json(buildEmailPreview({ alreadySent: state.alreadySent }));
    }),
    http.get('/api/showings/7/deliveries', () => {
      state.reads.deliveries += 1;
      return HttpResponse.json(state.deliveries);
    }),
    http.get('/api/reports/7', () => {
      state.reads.reports += 1;
      const sent = saved.emailSent || state.deliveries.some((delivery) => delivery.status === 'sent');
      return HttpResponse.json([{ ...saved, emailSent: sent }]);
    }),
    http.post('/api/showings/7/send-report', async ({ request }) => {
      const body = await request.text();
      state.bodies.push(body);
      const answer = await respond?.();
      if (answer) return answer;
      const summary = body ? (JSON.parse(body) as { summary?: string }).summary : undefined;
      if (summary) saved = { ...saved, content: { ...saved.content, summary } };
      const delivery = buildDelivery({ id: state.deliveries.length + 1, version: state.deliveries.length + 1 });
      state.deliveries = [...state.deliveries, delivery];
      state.alreadySent = true;
      return HttpResponse.json({ report: saved, delivery }, { status: 202 });
    }),
    http.post('/api/showings/7/deliveries/:deliveryId/retry', ({ params }) => {
      const id = Number(params.deliveryId);
      state.retries.push(id);
      const failed = state.deliveries.find((delivery) => delivery.id === id && delivery.status === 'failed');
      if (!failed) return HttpResponse.json({ message: 'No failed delivery with this id on this showing', code: 'not_found', fields: {} }, { status: 404 });
      const queued: Delivery = { ...failed, status: 'queued', attempts: 0 };
      state.deliveries = state.deliveries.map((delivery) => (delivery.id === id ? queued : delivery));
      return HttpResponse.json(queued, { status: 202 });
    }),
  );
  return state;
}
