import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('the address check banner', () => {
  it('asks an unconfirmed agent to confirm, and sends a new link on request', async () => {
    let asked = 0;
    server.use(
      http.post('/api/email-verification', () => {
        asked += 1;
        return HttpResponse.json(
          { message: 'A new confirmation link is on its way to jane@example.com. It works once, within two days.', email: 'jane@example.com', emailVerified: false },
          { status: 202 },
        );
      }),
    );
    renderApp('/dashboard', { user: buildUser({ emailVerified: false }) });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/Please confirm your email address/)).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/A new confirmation link is on its way to jane@example.com/)).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('says why no link was sent', async () => {
    const tooMany = 'Three confirmation links were sent in the last hour. Please use the newest one, or try again later.';
    server.use(
      http.post('/api/email-verification', () => HttpResponse.json({ message: tooMany, code: 'too_many_links', fields: {} }, { status: 429 })),
    );
    renderApp('/dashboard', { user: buildUser({ emailVerified: false }) });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });

  it('is not shown once the address is confirmed', async () => {
    renderApp('/dashboard', { user: buildUser({ emailVerified: true }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Please confirm your email address/)).not.toBeInTheDocument();
  });
});

describe('the page a confirmation link opens', () => {
  it('confirms the address once and says so, signed out', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/email-verification/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'jane@example.com is confirmed. Your reports can now be sent to buyers.', email: 'jane@example.com', emailVerified: true });
      }),
    );
    renderApp('/verify-email?token=abc123');
    expect(await screen.findByText('jane@example.com is confirmed. Your reports can now be sent to buyers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?tab=signin');
    expect(bodies).toEqual([{ token: 'abc123' }]);
    expect(document.title).toMatch(/Confirm your email address/);
  });

  it('offers a signed-in agent the dashboard afterwards', async () => {
    let verified = false;
    server.use(
      http.get('/api/user', () => HttpResponse.json(buildUser({ emailVerified: verified }))),
      http.post('/api/email-verification/confirm', () => {
        verified = true;
        return HttpResponse.json({ message: 'jane@example.com is confirmed. Your reports can now be sent to buyers.', email: 'jane@example.com', emailVerified: true });
      }),
    );
    renderApp('/verify-email?token=abc123', { user: buildUser({ emailVerified: false }) });
    server.use(http.get('/api/user', () => HttpResponse.json(buildUser({ emailVerified: verified }))));
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('explains a dead link and lets a signed-in, unconfirmed agent send a new one', async () => {
    const expired = 'This confirmation link has expired: links work for two days. Sign in and send a new one.';
    server.use(
      http.post('/api/email-verification/confirm', () =>
        HttpResponse.json({ message: expired, code: 'token_expired', fields: { token: expired } }, { status: 400 }),
      ),
    );
    renderApp('/verify-email?token=old', { user: buildUser({ emailVerified: false }) });
    expect(await screen.findByText(expired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument());
  });

  it('says an incomplete link is incomplete without asking the server', async () => {
    let asked = false;
    server.use(
      http.post('/api/email-verification/confirm', () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );
    renderApp('/verify-email');
    expect(await screen.findByText('This confirmation link is incomplete: open the whole link from the email.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
