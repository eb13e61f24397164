import { getContrastRatio } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import { theme } from '@/app/theme';
import { buildReport, buildShowing, buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** The checkout starts a subscription as it opens; a thin answer with a client secret. */
function answerSubscription() {
  server.use(http.post('/api/get-or-create-subscription', () => HttpResponse.json({ clientSecret: 'pi_1_secret' })));
}

/** The heading levels in document order. */
const headingLevels = () => screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

/** One h1, first; after it no heading goes more than one level deeper than the one before. */
function expectNoSkippedLevels(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect({ index, level, deepest: (levels[index - 1] ?? 1) + 1 }).toEqual(expect.objectContaining({ level: Math.min(level, (levels[index - 1] ?? 1) + 1) }));
  });
}

describe('contrast', () => {
  const { warning, info } = theme.palette;

  it('gives white text 4.5:1 on orange chips and buttons ("Confirm test payment")', () => {
    expect(getContrastRatio(warning.main, warning.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(info.main, info.contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives orange text ("Quote needed", outlined chips) 4.5:1 on white and on the page', () => {
    for (const color of [warning.main, warning.dark, info.main]) {
      expect(getContrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('focus', () => {
  it('draws a ring around any control reached by keyboard, from the theme', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, { outline?: string }>;
    expect(overrides['html :focus-visible']?.outline).toMatch(/solid/);
  });

  it('offers "Skip to content" first, which leads to the main region', async () => {
    renderApp('/dashboard', { user: buildUser() });
    await screen.findByRole('heading', { name: /Welcome back/ });
    await userEvent.setup({ delay: null }).tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('keeps "Skip to content" clipped out of sight, also after moving to another screen through the phone menu', async () => {
    renderApp('/dashboard', { user: buildUser() });
    await screen.findByRole('heading', { name: /Welcome back/ });
    const events = userEvent.setup({ delay: null });
    const skip = () => screen.getByRole('link', { name: 'Skip to content' });
    // Clipped to a point, not parked just above the screen where a scrolled page's capture drew it;
    // only keyboard focus (:focus-visible, which this test DOM does not match) unclips it.
    const expectOutOfSight = () => {
      const style = getComputedStyle(skip());
      expect({ width: style.width, height: style.height, overflow: style.overflow }).toEqual({ width: '1px', height: '1px', overflow: 'hidden' });
    };
    expectOutOfSight();

    await events.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await events.click(within(menu).getByRole('link', { name: 'New Showing' }));
    await screen.findByRole('heading', { level: 1, name: 'New Property Showing' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
    // Focus goes back to the menu button, not to the skip link; a focus by a script shows nothing either.
    expect(skip()).not.toHaveFocus();
    expectOutOfSight();
    skip().focus();
    expectOutOfSight();
  });

  it.each(['/', '/auth', '/pricing'])('offers "Skip to content" on %s to a visitor too', async (path) => {
    renderApp(path);
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('heading levels', () => {
  it('do not skip on the landing page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Turn every showing into a/ });
    await screen.findAllByText(/\$19\.99/);
    expectNoSkippedLevels(headingLevels());
  });

  it('do not skip on the pricing page', async () => {
    renderApp('/pricing');
    await screen.findAllByText(/\$19\.99/);
    expectNoSkippedLevels(headingLevels());
  });

  it('do not skip on the checkout', async () => {
    answerSubscription();
    renderApp('/subscribe?plan=pro', { user: buildUser() });
    await screen.findByRole('button', { name: 'Apply' });
    expectNoSkippedLevels(headingLevels());
  });
});

describe('document titles', () => {
  it.each([
    ['/', undefined, 'Voice notes to showing reports · Showscribe'],
    ['/auth?tab=register', undefined, 'Create your account · Showscribe'],
    ['/pricing', undefined, 'Pricing · Showscribe'],
    ['/dashboard', buildUser(), 'Dashboard · Showscribe'],
    ['/dashboard?tab=billing', buildUser(), 'Billing · Dashboard · Showscribe'],
    ['/new-showing', buildUser(), 'New showing · Showscribe'],
    ['/mobile-form', buildUser(), 'Property assessment · Showscribe'],
    ['/subscribe?plan=pro', buildUser(), 'Checkout · Showscribe'],
  ])('names %s', async (path, user, title) => {
    answerSubscription();
    renderApp(path, { user });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names a report by its address', async () => {
    server.use(
      http.get('/api/showings/7', () => HttpResponse.json(buildShowing())),
      http.get('/api/reports/7', () => HttpResponse.json([buildReport()])),
    );
    renderApp('/reports/7', { user: buildUser() });
    await waitFor(() => expect(document.title).toBe('Report: 12 Oak St, Austin, TX 78704 · Showscribe'));
  });
});

describe('the investment summary', () => {
  it('is a description list of terms and their values only', async () => {
    server.use(
      http.get('/api/showings/7', () => HttpResponse.json(buildShowing())),
      http.get('/api/reports/7', () => HttpResponse.json([buildReport()])),
    );
    renderApp('/reports/7', { user: buildUser() });
    const term = await screen.findByText('List Price', { selector: 'dt' });
    const list = term.closest('dl') as HTMLElement;
    for (const child of Array.from(list.children)) {
      expect(child.tagName).toBe('DIV');
      const tags = Array.from(child.children).map((element) => element.tagName);
      expect(tags[0]).toBe('DT');
      expect(tags.slice(1).every((tag) => tag === 'DD')).toBe(true);
    }
  });
});
