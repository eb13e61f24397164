import { screen } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';

import { rememberSignedIn } from '@/lib/auth';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const location = () => screen.getByTestId('location');

describe('route guards and the session', () => {
  it('shows a spinner while the session resolves', async () => {
    rememberSignedIn(true);
    server.use(
      http.get('/api/user', async () => {
        await delay('infinite');
        return HttpResponse.json(buildUser());
      }),
    );
    renderApp('/');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor on /dashboard to /auth', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth$/);
  });

  it.each(['/new-showing', '/reports/12'])('sends a signed-out visitor on %s to /auth', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth$/);
  });

  it('sends a signed-in user on /auth to / and shows the dashboard', async () => {
    renderApp('/auth', { user: buildUser({ firstName: 'Jane', lastName: 'Doe' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('shows the landing page to a visitor on / and on unknown paths', async () => {
    renderApp('/somewhere/else');
    expect(await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/somewhere/else');
  });

  it('treats an unreachable server as signed out instead of crashing', async () => {
    rememberSignedIn(true);
    server.use(http.get('/api/user', () => HttpResponse.error()));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ })).toBeInTheDocument();
  });

  it('does not ask the server about a visitor who never signed in (no 401 to log)', async () => {
    let asked = 0;
    server.use(
      http.get('/api/user', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Unauthorized: please sign in', code: 'unauthorized', fields: {} }, { status: 401 });
      }),
    );
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('treats a 401 from /api/user as no user, and stops asking after it', async () => {
    rememberSignedIn(true);
    let asked = 0;
    server.use(
      http.get('/api/user', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Unauthorized: please sign in', code: 'unauthorized', fields: {} }, { status: 401 });
      }),
    );
    const first = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ })).toBeInTheDocument();
    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('shows the dashboard to a signed-in user on unknown paths', async () => {
    renderApp('/no/such/page', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor on /mobile-form to sign in, saying why', async () => {
    renderApp('/mobile-form');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth\?tab=signin$/);
  });

  it.each([
    ['/new-showing', 'New Property Showing'],
    ['/mobile-form', 'Property Assessment'],
  ])('shows %s inside the signed-in layout', async (path, heading) => {
    renderApp(path, { user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('lets everyone see the plans on /pricing', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('asks a visitor on /subscribe to log in first, and opens registration with the plan', async () => {
    renderApp('/subscribe?plan=pro');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to subscribe.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth\?plan=pro$/);
  });
});
