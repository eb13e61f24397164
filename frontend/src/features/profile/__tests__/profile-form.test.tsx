import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser, unauthorizedBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { eventually } from '@/testing/wait';
import { shownToast } from '@/testing/toast';

async function openProfile(user = buildUser()) {
  renderApp('/dashboard?tab=profile', { user });
  const form = await screen.findByRole('form', { name: 'Profile' });
  return { form, events: userEvent.setup({ delay: null }) };
}

describe('profile form', () => {
  it('starts from the current user and checks the spec rules', async () => {
    const { form, events } = await openProfile();
    const scope = within(form);
    expect(scope.getByLabelText(/^First Name/)).toHaveValue('Jane');

    await events.clear(scope.getByLabelText(/^First Name/));
    await events.type(scope.getByLabelText(/^First Name/), 'J');
    await events.clear(scope.getByLabelText(/^Last Name/));
    await events.clear(scope.getByLabelText(/^Email/));
    await events.type(scope.getByLabelText(/^Email/), 'jane@');
    await events.clear(scope.getByLabelText(/^Phone/));
    await events.type(scope.getByLabelText(/^Phone/), '555');
    await events.clear(scope.getByLabelText(/^Broker Office Name/));
    await events.click(scope.getByRole('button', { name: 'Save Changes' }));

    expect(await scope.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(scope.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(scope.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(scope.getByText('Phone number is required')).toBeInTheDocument();
    expect(scope.getByText('Broker office name is required')).toBeInTheDocument();
  });

  it('refuses an address registration refuses ("dana@x") and sends nothing', async () => {
    let saved = false;
    server.use(
      http.put('/api/user/profile', () => {
        saved = true;
        return HttpResponse.json(buildUser());
      }),
    );
    const { form, events } = await openProfile();
    const scope = within(form);
    await events.clear(scope.getByLabelText(/^Email/));
    await events.type(scope.getByLabelText(/^Email/), 'dana@x');
    await events.click(scope.getByRole('button', { name: 'Save Changes' }));

    expect(await scope.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(saved).toBe(false);
  });

  it('saves, says "Profile Updated" and refetches the current user', async () => {
    let sent: unknown;
    let userRequests = 0;
    const updated = buildUser({ firstName: 'Janet' });
    const { form, events } = await openProfile();
    server.use(
      http.put('/api/user/profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(updated);
      }),
      http.get('/api/user', () => {
        userRequests += 1;
        return HttpResponse.json(updated);
      }),
    );

    const firstName = within(form).getByLabelText(/^First Name/);
    await events.clear(firstName);
    await events.type(firstName, 'Janet');
    await events.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent).toEqual({
      firstName: 'Janet',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '5551234567',
      company: 'Doe Realty',
      brokerOfficeName: 'Downtown Office',
    });
    expect(userRequests).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Janet Doe' })).toBeInTheDocument();
  });

  it('shows "Update Failed" with the server message and the field error', async () => {
    const { form, events } = await openProfile();
    server.use(
      http.put('/api/user/profile', () =>
        HttpResponse.json({ message: 'Email is already in use', code: 'conflict', fields: { email: 'Email is already in use' } }, { status: 409 }),
      ),
    );
    const email = within(form).getByLabelText(/^Email/);
    await events.clear(email);
    await events.type(email, 'taken@example.com');
    await events.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(within(shownToast('Update Failed')).getByText('Email is already in use')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is already in use');
  });

  describe('when the session has expired', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows "Unauthorized" and goes to /auth after 500 ms', async () => {
      const { form, events } = await openProfile();
      server.use(http.put('/api/user/profile', () => HttpResponse.json(unauthorizedBody, { status: 401 })));
      const phone = within(form).getByLabelText(/^Phone/);
      await events.clear(phone);
      await events.type(phone, '5559876543');

      // Only setTimeout is faked, so the network and React keep running on real turns; the
      // click goes through fireEvent because user-event waits on a (faked) zero timeout.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

      await eventually(() => expect(screen.getByText('Unauthorized')).toBeInTheDocument());
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=profile');

      await act(() => vi.advanceTimersByTimeAsync(1));
      // The redirect is due: what follows (clearing the session, the route change) runs on
      // real time, however busy the machine is.
      vi.useRealTimers();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/), { timeout: 5000 });
      await eventually(() => expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument());
    });
  });
});
