import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { type User, rememberSignedIn } from '@/lib/auth';

import { server } from './server';

/** Renders where the router currently is, so tests can assert on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the whole app at `path`, signed in as `user` when given. */
export function renderApp(path: string, { user }: { user?: User } = {}) {
  if (user) {
    rememberSignedIn(true);
    server.use(http.get('/api/user', () => HttpResponse.json(user)));
  }
  return render(
    <AppProvider>
      {/* A fresh cache per test, so one test's session never leaks into the next. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </SWRConfig>
    </AppProvider>,
  );
}
