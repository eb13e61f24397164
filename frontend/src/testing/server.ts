import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

import { buildBilling, buildPlans, buildRepairRequest, sandboxConfig } from './fixtures';

/** Default answers for a signed-out visitor; tests override them with `server.use(...)`. */
export const handlers = [
  http.get('/api/user', () =>
    HttpResponse.json({ message: 'Unauthorized: please sign in', code: 'unauthorized', fields: {} }, { status: 401 }),
  ),
  http.get('/api/showings', () => HttpResponse.json([])),
  http.get('/api/reports', () => HttpResponse.json([])),
  // A showing's reports are read again after generating (its market analysis is written too).
  http.get('/api/reports/:showingId', () => HttpResponse.json([])),
  // A report page reads the showing's deliveries: none until the agent sends the report.
  http.get('/api/showings/:showingId/deliveries', () => HttpResponse.json([])),
  // …and the links it was shared with: none until the agent makes one.
  http.get('/api/showings/:showingId/share-links', () => HttpResponse.json([])),
  // …and its repair-request list: empty until the client or the agent saves one.
  http.get('/api/showings/:showingId/repair-request', () => HttpResponse.json(buildRepairRequest())),
  // And its recordings: none unless the agent dictated where the browser had no speech recognition.
  http.get('/api/showings/:showingId/recordings', () => HttpResponse.json([])),
  // A report page reads the showing's photos: none until the agent adds some.
  http.get('/api/showings/:showingId/photos', () => HttpResponse.json({ photos: [] })),
  // The plans and prices, as the server answers them.
  http.get('/api/plans', () => HttpResponse.json(buildPlans())),
  // Billing for an agent without a plan; payments in sandbox mode.
  http.get('/api/billing/config', () => HttpResponse.json(sandboxConfig)),
  http.get('/api/billing', () => HttpResponse.json(buildBilling())),
  // How agents reach support.
  http.get('/api/support', () =>
    HttpResponse.json({ email: 'help@showscribe.test', priorityPlans: ['pro', 'elite'], priorityReplyBusinessDays: 1, standardReplyBusinessDays: 3 }),
  ),
  // Where the agent is signed in: this browser only.
  http.get('/api/user/sessions', () =>
    HttpResponse.json([
      { id: 1, device: 'Chrome on Windows', signedInAt: '2026-11-20T09:00:00Z', lastSeenAt: '2026-11-26T09:00:00Z', current: true },
    ]),
  ),
];

export const server = setupServer(...handlers);
