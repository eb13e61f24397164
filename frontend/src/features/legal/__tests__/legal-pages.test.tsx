import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

describe('privacy, terms and contact', () => {
  it('are reached from the landing page footer', async () => {
    renderApp('/');
    const events = userEvent.setup({ delay: null });
    const legal = within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact & Support', '/contact'],
    ]);

    await events.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/privacy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Showscribe'));
  });

  it('the privacy policy says what is stored, who handles it, and names the one cookie', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const cookies = screen.getByRole('region', { name: 'Cookies and storage in your browser' });
    expect(within(cookies).getByText('showscribe_session')).toBeInTheDocument();
    expect(within(cookies).getByText('showscribe.signed-in')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Who else handles it' });
    expect(within(others).getByText(/no third-party analytics/i)).toBeInTheDocument();
    expect(within(others).getByText('Stripe')).toBeInTheDocument();
    const choices = screen.getByRole('region', { name: 'Your data, your choice' });
    expect(within(choices).getByText('Download my data')).toBeInTheDocument();
    expect(within(choices).getByText('Delete account')).toBeInTheDocument();
    // The address comes from the server's configuration.
    const links = await within(choices).findAllByRole('link', { name: 'help@showscribe.test' });
    expect(links[0]).toHaveAttribute('href', 'mailto:help@showscribe.test');
  });

  it('the terms are a page of their own, open to signed-in agents too', async () => {
    renderApp('/terms', { user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cost figures are estimates' })).toBeInTheDocument();
    // The app's footer carries the same links.
    const legal = within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Contact & Support' })).toHaveAttribute('href', '/contact');
  });

  it('contact tells a visitor where to write and what priority support means', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('link', { name: 'Write to support' })).toHaveAttribute('href', 'mailto:help@showscribe.test');
    const times = screen.getByRole('region', { name: 'Response times' });
    expect(within(times).getByText(/Priority support \(Pro and Elite plans\):/)).toBeInTheDocument();
    expect(times).toHaveTextContent('an answer within one business day');
    expect(times).toHaveTextContent('Everyone else: an answer within three business days');
  });

  it('contact tells a Pro agent their plan includes priority support, and a trial agent how to get it', async () => {
    renderApp('/contact', { user: buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }) });
    expect(
      await screen.findByText('Your Pro plan includes priority support: we answer within one business day.'),
    ).toBeInTheDocument();
  });

  it('contact tells an agent without priority support how to get it', async () => {
    renderApp('/contact', { user: buildUser() });
    const note = await screen.findByText(/We answer within three business days/);
    expect(note).toHaveTextContent('comes with the Pro and Elite plans');
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('registration says what creating an account agrees to, with links', async () => {
    renderApp('/auth?tab=register');
    const sentence = await screen.findByText(/By creating an account you agree to the/);
    expect(within(sentence).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(sentence).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('following a footer link', () => {
  it('opens the next page at its top', async () => {
    renderApp('/');
    const events = userEvent.setup({ delay: null });
    const legal = within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 2400;
    await events.click(within(legal).getByRole('link', { name: 'Terms of Service' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(page.scrollTop).toBe(0);
  });
});
