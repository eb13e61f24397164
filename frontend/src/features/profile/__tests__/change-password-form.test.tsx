import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser, unauthorizedBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { eventually } from '@/testing/wait';
import { shownToast } from '@/testing/toast';

async function openPasswordForm() {
  renderApp('/dashboard?tab=profile', { user: buildUser() });
  const form = await screen.findByRole('form', { name: 'Change password' });
  const scope = within(form);
  return {
    scope,
    events: userEvent.setup({ delay: null }),
    current: scope.getByLabelText(/^Current Password/),
    next: scope.getByLabelText(/^New Password/),
    confirm: scope.getByLabelText(/^Confirm New Password/),
    submit: scope.getByRole('button', { name: 'Update Password' }),
  };
}

describe('change password form', () => {
  it('shows the spec messages for an empty form', async () => {
    const { scope, events, submit } = await openPasswordForm();
    await events.click(submit);
    expect(await scope.findByText('Current password is required')).toBeInTheDocument();
    expect(scope.getByText('New password must be at least 6 characters')).toBeInTheDocument();
    expect(scope.getByText('Please confirm your new password')).toBeInTheDocument();
  });

  it('says "Passwords don\'t match" on the confirmation', async () => {
    const { scope, events, current, next, confirm, submit } = await openPasswordForm();
    await events.type(current, 'old-secret');
    await events.type(next, 'new-secret');
    await events.type(confirm, 'new-secrex');
    await events.click(submit);
    expect(await scope.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  });

  it('updates the password, says "Password Updated" and clears the form', async () => {
    let sent: unknown;
    server.use(
      http.put('/api/user/password', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { events, current, next, confirm, submit } = await openPasswordForm();
    await events.type(current, 'old-secret');
    await events.type(next, 'new-secret');
    await events.type(confirm, 'new-secret');
    await events.click(submit);

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' });
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
  });

  it('shows "Password Update Failed" and the wrong current password on its field', async () => {
    server.use(
      http.put('/api/user/password', () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', code: 'invalid_input', fields: { currentPassword: 'Current password is incorrect' } },
          { status: 400 },
        ),
      ),
    );
    const { events, current, next, confirm, submit } = await openPasswordForm();
    await events.type(current, 'not-my-password');
    await events.type(next, 'new-secret');
    await events.type(confirm, 'new-secret');
    await events.click(submit);

    expect(await screen.findByText('Password Update Failed')).toBeInTheDocument();
    expect(within(shownToast('Password Update Failed')).getByText('Current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('Current password is incorrect');
  });

  describe('when the session has expired', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows "Unauthorized" and goes to /auth after 500 ms', async () => {
      server.use(http.put('/api/user/password', () => HttpResponse.json(unauthorizedBody, { status: 401 })));
      const { events, current, next, confirm, submit } = await openPasswordForm();
      await events.type(current, 'old-secret');
      await events.type(next, 'new-secret');
      await events.type(confirm, 'new-secret');

      // Only setTimeout is faked, so the network and React keep running on real turns; the
      // click goes through fireEvent because user-event waits on a (faked) zero timeout.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(submit);

      await eventually(() => expect(screen.getByText('Unauthorized')).toBeInTheDocument());
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.queryByText('Password Update Failed')).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=profile');

      await act(() => vi.advanceTimersByTimeAsync(1));
      // The redirect is due: what follows runs on real time, however busy the machine is.
      vi.useRealTimers();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/), { timeout: 5000 });
    });
  });
});
