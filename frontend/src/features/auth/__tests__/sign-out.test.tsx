import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

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
