import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { getCurrentUser } from '@/lib/auth';
import { loadDraft, saveDraftPart } from '@/lib/device-drafts';
import { listDeviceItems, writeDeviceItem } from '@/lib/device-store';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('sign out', () => {
  it('logs out and goes to the landing page', async () => {
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    renderApp('/dashboard', { user: buildUser() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("removes what the app kept on this device for the agent (drafts, showings waiting, caches), and nobody else's", async () => {
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    await saveDraftPart(1, 'mobile-form', 'form', { assessment: 'Roof leaks' });
    await writeDeviceItem([1, 'outbox', 'waiting'], { request: { repairsNeeded: 'Roof leaks' } });
    await saveDraftPart(2, 'mobile-form', 'form', { assessment: 'Another agent' });
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2-http://127.0.0.1/', 'runtime-answers'],
      delete: async (name: string) => deleted.push(name) > 0,
    });

    renderApp('/dashboard', { user: buildUser({ id: 1 }) });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out Anyway' }));
    await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ });

    expect(await loadDraft(1, 'mobile-form')).toBeUndefined();
    expect(await listDeviceItems(1, 'outbox')).toEqual([]);
    expect(await loadDraft(2, 'mobile-form')).toBeDefined();
    // The app's own files stay (they are the same for everyone); any other cache goes.
    expect(deleted).toEqual(['runtime-answers']);
    // Nor is the agent remembered for opening the app with no connection.
    server.use(http.get('/api/user', () => HttpResponse.error()));
    await expect(getCurrentUser()).resolves.toBeNull();
    vi.unstubAllGlobals();
  });

  it('asks first when a showing saved on the device has not been sent yet', async () => {
    let signedOut = false;
    server.use(
      http.post('/api/logout', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await writeDeviceItem([1, 'outbox', 'waiting'], { request: { repairsNeeded: 'Roof leaks' } });
    renderApp('/dashboard', { user: buildUser({ id: 1 }) });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with a showing not sent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay Signed In' }));
    expect(signedOut).toBe(false);
    expect(await listDeviceItems(1, 'outbox')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out Anyway' }));
    await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ });
    expect(signedOut).toBe(true);
    expect(await listDeviceItems(1, 'outbox')).toEqual([]);
  });

  it('shows "Logout failed" with the message when the server refuses', async () => {
    server.use(
      http.post('/api/logout', () => HttpResponse.json({ message: 'Too many requests', code: 'rate_limited', fields: {} }, { status: 429 })),
    );
    renderApp('/dashboard', { user: buildUser() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
  });
});
