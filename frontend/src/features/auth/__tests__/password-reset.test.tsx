import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const SAME_ANSWER = 'If an account uses this email, a link to reset its password is on its way. It works once, within an hour.';

describe('forgot password', () => {
  it('is linked from the sign-in tab', async () => {
    renderApp('/auth?tab=signin');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forgot-password$/);
  });

  it('checks the address, asks for a link and shows what the server answered', async () => {
    let body: unknown;
    server.use(
      http.post('/api/password-reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: SAME_ANSWER }, { status: 202 });
      }),
    );
    renderApp('/forgot-password');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Email/), 'dana.example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SAME_ANSWER)).toBeInTheDocument();
    expect(body).toEqual({ email: 'dana@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth?tab=signin');
  });
});

describe('reset password', () => {
  it('wants the new password twice alike, then signs in and opens the dashboard', async () => {
    let body: unknown;
    server.use(
      http.post('/api/password-reset/confirm', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildUser({ firstName: 'Dana', lastName: 'Lee' }));
      }),
    );
    renderApp('/reset-password?token=abc123');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^New password/), 'brand-new');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-old');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(body).toEqual({ token: 'abc123', newPassword: 'brand-new', confirmPassword: 'brand-new' });
  });

  it('explains a used link and offers a new one', async () => {
    const used = 'This reset link was already used. Ask for a new one if you still need to reset your password.';
    server.use(
      http.post('/api/password-reset/confirm', () =>
        HttpResponse.json({ message: used, code: 'token_used', fields: { token: used } }, { status: 400 }),
      ),
    );
    renderApp('/reset-password?token=abc123');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^New password/), 'brand-new');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(used)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says so when the link has no token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
  });
});
