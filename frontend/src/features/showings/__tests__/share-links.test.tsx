import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { ShareLink, SharedReport } from '@/features/showings/api/share-links';
import { buildMarketAnalysis, buildRepairRequest, buildReport, buildShowing, buildUser, buildInsufficientAnalysis } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const TOKEN = 'a'.repeat(64);

function buildLink(overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    id: 5,
    createdAt: '2026-11-20T15:00:00Z',
    expiresAt: '2026-12-20T15:00:00Z',
    revokedAt: null,
    lastOpenedAt: null,
    state: 'open',
    ...overrides,
  };
}

function buildShared(overrides: Partial<SharedReport> = {}): SharedReport {
  const report = buildReport();
  return {
    agent: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '555-010-0199', company: 'Rivera Homes', brokerOfficeName: 'Austin Central', logoUrl: null },
    property: { address: '12 Oak St, Austin, TX 78704', clientName: 'Sam Carter', listPrice: 525000, squareFeet: 1700, bedrooms: 3, bathrooms: 2, yearBuilt: 1995 },
    createdAt: report.createdAt,
    report: report.content,
    marketAnalysis: null,
    pdfUrl: `/api/shared/${TOKEN}/pdf`,
    expiresAt: '2026-12-20T15:00:00Z',
    repairRequest: buildRepairRequest(),
    photos: [],
    ...overrides,
  };
}

function answerReport() {
  const showing = buildShowing();
  server.use(
    http.get(`/api/showings/${showing.id}`, () => HttpResponse.json(showing)),
    http.get(`/api/reports/${showing.id}`, () => HttpResponse.json([buildReport()])),
  );
}

describe('sharing a report with the client', () => {
  it('makes a link for the chosen time, shows its address once, and lists it with whether it was opened', async () => {
    answerReport();
    let links: ShareLink[] = [buildLink({ id: 4, state: 'revoked', revokedAt: '2026-11-21T10:00:00Z', lastOpenedAt: '2026-11-20T18:00:00Z' })];
    let asked: unknown = null;
    server.use(
      http.get('/api/showings/7/share-links', () => HttpResponse.json(links)),
      http.post('/api/showings/7/share-links', async ({ request }) => {
        asked = await request.json();
        const link = buildLink({ id: 6, expiresAt: '2026-11-27T15:00:00Z' });
        links = [link, ...links];
        return HttpResponse.json({ ...link, url: `http://127.0.0.1:8080/r/${TOKEN}` }, { status: 201 });
      }),
    );
    renderApp('/reports/7', { user: buildUser() });
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Share With Client' });
    const list = await within(card).findByRole('list', { name: 'Links to this report' });
    expect(within(list).getByText(/Withdrawn · last opened/)).toBeInTheDocument();

    await user.click(within(card).getByRole('combobox', { name: 'Link works for' }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    await user.click(within(card).getByRole('button', { name: 'Create link' }));

    expect(await within(card).findByRole('textbox', { name: 'Link for the client' })).toHaveValue(`http://127.0.0.1:8080/r/${TOKEN}`);
    expect(asked).toEqual({ expiresInDays: 7 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText(/Open until .* · not opened yet/)).toBeInTheDocument();
  });

  it('withdraws an open link', async () => {
    answerReport();
    let links = [buildLink()];
    let deleted = false;
    server.use(
      http.get('/api/showings/7/share-links', () => HttpResponse.json(links)),
      http.delete('/api/showings/7/share-links/5', () => {
        deleted = true;
        links = [buildLink({ state: 'revoked', revokedAt: '2026-11-22T10:00:00Z' })];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/reports/7', { user: buildUser() });
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Share With Client' });
    await user.click(await within(card).findByRole('button', { name: /Withdraw the link/ }));
    await within(card).findByText(/^Withdrawn/);
    expect(deleted).toBe(true);
    expect(within(card).queryByRole('button', { name: /Withdraw the link/ })).not.toBeInTheDocument();
  });
});

describe('the shared report page', () => {
  it('shows the report with the agent, the items and totals, the PDF and the analysis, to a visitor', async () => {
    server.use(http.get(`/api/shared/${TOKEN}`, () => HttpResponse.json(buildShared({ marketAnalysis: buildMarketAnalysis() }))));
    renderApp(`/r/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St, Austin, TX 78704' })).toBeInTheDocument();
    const agent = screen.getByRole('region', { name: 'Your agent' });
    expect(within(agent).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(within(agent).getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute('href', 'mailto:jordan@example.com');
    expect(screen.getByText('Prepared for Sam Carter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/shared/${TOKEN}/pdf`);
    expect(screen.getByRole('table', { name: 'Required Repairs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comparative Market Analysis' })).toBeInTheDocument();
    // Read-only: nothing to edit, and no app navigation.
    expect(screen.queryByRole('button', { name: /edit|remove|add/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    // Never indexed; the address is not passed on.
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('shows the photos beside their items and the rest in a gallery, each opening enlarged', async () => {
    const photo = (n: number, itemId: string | null, caption: string | null) => ({
      url: `/api/shared/${TOKEN}/photos/${n}/image`,
      thumbnailUrl: `/api/shared/${TOKEN}/photos/${n}/thumbnail`,
      caption,
      itemId,
    });
    server.use(
      http.get(`/api/shared/${TOKEN}`, () =>
        HttpResponse.json(buildShared({ photos: [photo(0, 'heater', 'Rust at the base'), photo(1, null, 'The back yard'), photo(2, 'gone', null)] })),
      ),
    );
    renderApp(`/r/${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    const beside = await screen.findByRole('list', { name: 'Photos of Replace the leaking water heater' });
    expect(within(beside).getAllByRole('listitem')).toHaveLength(1);
    // A photo of an item no longer in the report joins the gallery.
    const gallery = screen.getByRole('list', { name: 'Photos from the showing' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);
    expect(within(gallery).getByText('The back yard')).toBeInTheDocument();

    await user.click(within(beside).getByRole('button', { name: 'Open photo 1 of Replace the leaking water heater: Rust at the base' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rust at the base' });
    expect(within(dialog).getByRole('img', { name: 'Rust at the base' })).toHaveAttribute('src', `/api/shared/${TOKEN}/photos/0/image`);
  });

  it('leaves out an analysis that has no value yet', async () => {
    server.use(http.get(`/api/shared/${TOKEN}`, () => HttpResponse.json(buildShared({ marketAnalysis: buildInsufficientAnalysis(['Add at least one comparable sale.']) }))));
    renderApp(`/r/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: '12 Oak St, Austin, TX 78704' });
    expect(screen.queryByRole('region', { name: 'Comparative Market Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Add at least one comparable/)).not.toBeInTheDocument();
  });

  it('explains a link that no longer works instead of showing an error', async () => {
    server.use(
      http.get(`/api/shared/${TOKEN}`, () =>
        HttpResponse.json({ message: 'This link does not open a report.', code: 'not_found', fields: {} }, { status: 404 }),
      ),
    );
    renderApp(`/r/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link does not open a report' })).toBeInTheDocument();
    expect(screen.getByText(/expired, or the agent may have withdrawn it/)).toBeInTheDocument();
  });
});
