import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const phone = { id: 2, device: 'Safari on iPhone', signedInAt: '2026-11-25T09:00:00Z', lastSeenAt: '2026-11-26T10:00:00Z', current: true };
const laptop = { id: 1, device: 'Chrome on Windows', signedInAt: '2026-11-20T09:00:00Z', lastSeenAt: '2026-11-26T09:00:00Z', current: false };

describe("where you're signed in", () => {
  it('lists the devices, marks this one, and signs out the others', async () => {
    let devices = [phone, laptop];
    let signedOut = false;
    server.use(
      http.get('/api/user/sessions', () => HttpResponse.json(devices)),
      http.post('/api/user/sessions/sign-out-others', () => {
        signedOut = true;
        devices = [phone];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/dashboard?tab=profile', { user: buildUser() });
    const card = within(await screen.findByRole('region', { name: "Where you're signed in" }));
    const list = within(await card.findByRole('list', { name: 'Signed-in devices' }));
    expect(list.getByText('Safari on iPhone')).toBeInTheDocument();
    expect(list.getByText('Chrome on Windows')).toBeInTheDocument();
    expect(list.getAllByText('This device')).toHaveLength(1);

    await userEvent.setup({ delay: null }).click(card.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(list.queryByText('Chrome on Windows')).not.toBeInTheDocument());
    expect(signedOut).toBe(true);
    expect(await screen.findByText('Signed out everywhere else')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('has nothing to sign out when this is the only device', async () => {
    renderApp('/dashboard?tab=profile', { user: buildUser() });
    const card = within(await screen.findByRole('region', { name: "Where you're signed in" }));
    await card.findByText('Chrome on Windows');
    expect(card.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });
});
