import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

async function openDeleteDialog() {
  renderApp('/dashboard?tab=profile', { user: buildUser() });
  const events = userEvent.setup({ delay: null });
  const card = await screen.findByRole('region', { name: 'Your data' });
  await events.click(within(card).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { events, dialog: within(dialog) };
}

describe('your data', () => {
  it('downloads everything as one file from the export address', async () => {
    renderApp('/dashboard?tab=profile', { user: buildUser() });
    const card = await screen.findByRole('region', { name: 'Your data' });
    const download = within(card).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/user/export');
    expect(download).toHaveAttribute('download');
  });
});

describe('delete account', () => {
  it('asks for the password before anything is deleted', async () => {
    let called = false;
    server.use(
      http.delete('/api/user', () => {
        called = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { events, dialog } = await openDeleteDialog();
    expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
    await events.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByText('Enter your password to confirm')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("shows the server's words next to a wrong password and keeps the account", async () => {
    server.use(
      http.delete('/api/user', () =>
        HttpResponse.json({ message: 'Password is incorrect', code: 'validation', fields: { password: 'Password is incorrect' } }, { status: 400 }),
      ),
    );
    const { events, dialog } = await openDeleteDialog();
    await events.type(dialog.getByLabelText(/^Your password/), 'wrong-pass');
    await events.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByText('Password is incorrect')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard/);
  });

  it('deletes with the password, signs out and goes to the landing page', async () => {
    let body: unknown;
    server.use(
      http.delete('/api/user', async ({ request }) => {
        body = await request.json();
        server.use(http.get('/api/user', () => HttpResponse.json({ message: 'Not signed in', code: 'unauthorized', fields: {} }, { status: 401 })));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { events, dialog } = await openDeleteDialog();
    await events.type(dialog.getByLabelText(/^Your password/), 'secret-pw');
    await events.click(dialog.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(body).toEqual({ password: 'secret-pw' });
    expect(await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ })).toBeInTheDocument();
  });

  it('can be called off', async () => {
    const { events, dialog } = await openDeleteDialog();
    await events.click(dialog.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
