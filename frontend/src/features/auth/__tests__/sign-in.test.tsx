import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

async function openSignIn() {
  renderApp('/auth?tab=signin');
  const form = await screen.findByRole('form', { name: 'Sign in' });
  return { form, user: userEvent.setup({ delay: null }) };
}

describe('sign in', () => {
  it('shows the spec messages for an empty form', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('rejects a malformed email and a short password', async () => {
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText(/^Email/), 'jane.example.com');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('signs in and goes to /', async () => {
    let body: unknown;
    server.use(
      http.post('/api/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildUser({ firstName: 'Jane', lastName: 'Doe' }));
      }),
    );
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(body).toEqual({ email: 'jane@example.com', password: 'secret123' });
  });

  it('shows "Login failed" with the error message', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json({ message: 'Invalid email or password', code: 'invalid_credentials', fields: {} }, { status: 401 }),
      ),
    );
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('drops a stale "Login failed" once a later sign-in succeeds', async () => {
    let attempts = 0;
    server.use(
      http.post('/api/login', () => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ message: 'Invalid email or password', code: 'invalid_credentials', fields: {} }, { status: 401 });
        return HttpResponse.json(buildUser({ firstName: 'Jane', lastName: 'Doe' }));
      }),
    );
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });
});
