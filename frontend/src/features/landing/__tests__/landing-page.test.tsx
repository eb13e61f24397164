import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

import { buildRepricedPlans } from '@/testing/fixtures';
import { server } from '@/testing/server';

import { LandingPage } from '../components/landing-page';

function renderLanding() {
  return render(
    // A fresh cache per test, so each one reads the plans its server answers.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('landing page', () => {
  it('has the top bar anchors and account buttons', () => {
    renderLanding();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(bar).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(within(bar).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '#how-it-works');
    expect(within(bar).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin');
    expect(within(bar).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?tab=register');
    expect(within(bar).getByRole('link', { name: 'Showscribe home' })).toHaveAttribute('href', '/');
  });

  it('has a section menu for phones that opens as a native popover, with no script of its own', () => {
    renderLanding();
    const bar = screen.getByRole('banner');
    const open = within(bar).getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('popovertarget', 'section-menu');
    // Closed until the button opens it: hidden from everyone meanwhile.
    expect(within(bar).queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    const menu = within(bar).getByRole('navigation', { name: 'Menu', hidden: true });
    expect(menu.closest('[popover]')).toHaveAttribute('id', 'section-menu');
    expect(within(menu).getByRole('link', { name: 'Pricing', hidden: true })).toHaveAttribute('href', '#pricing');
    const panel = menu.closest('[popover]') as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute('popovertargetaction', 'hide');
    expect(within(panel).getByRole('link', { name: 'Get Started', hidden: true })).toHaveAttribute('href', '/auth?tab=register');
  });

  it('asks its questions as native disclosures, the first one open', async () => {
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Questions about extra reports' });
    await within(faq).findByText(/packs of 10, 20 or 30/);
    const questions = faq.querySelectorAll('details');
    expect(questions).toHaveLength(4);
    expect([...questions].map((q) => q.open)).toEqual([true, false, false, false]);
    expect(questions[2]?.querySelector('summary')).toHaveTextContent('Can I try Showscribe for free?');
  });

  it('has the sections the anchors point to', () => {
    const { container } = renderLanding();
    for (const id of ['features', 'how-it-works', 'pricing']) expect(container.querySelector(`#${id}`)).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Example of a showing being recorded' })).toBeInTheDocument();
  });

  it('shows six feature cards', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Everything you need after a showing' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('shows the four plans, each leading to registration with the plan', async () => {
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Simple, transparent pricing' });
    await within(pricing).findByRole('article', { name: 'Essential plan' });
    const expected = [
      ['Essential', '$19.99', 'Choose Essential', '/auth?plan=essential'],
      ['Pro', '$49.99', 'Choose Pro', '/auth?plan=pro'],
      ['Elite', '$99.99', 'Choose Elite', '/auth?plan=elite'],
      ['Pay Per Report', '$4.99', 'Buy a Report', '/auth?plan=pay-per-report'],
    ] as const;
    for (const [name, price, button, href] of expected) {
      const card = within(pricing).getByRole('article', { name: `${name} plan` });
      expect(within(card).getByText(price)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: button })).toHaveAttribute('href', href);
    }
    expect(within(within(pricing).getByRole('article', { name: 'Pro plan' })).getByText('Most Popular')).toBeInTheDocument();
    expect(within(within(pricing).getByRole('article', { name: 'Essential plan' })).getByText('Extra reports at $2.00 each')).toBeInTheDocument();
  });

  it('explains extra reports in the FAQ', async () => {
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Questions about extra reports' });
    expect(await within(faq).findByText(/packs of 10, 20 or 30 extra reports/)).toHaveTextContent('Essential $2.00, Pro $1.67, Elite $1.00 per report');
    expect(within(faq).getByText(/each report is \$4\.99/)).toBeInTheDocument();
    expect(within(faq).getByText(/do not need a credit card/)).toBeInTheDocument();
  });

  it('shows the plans, prices and packs exactly as the server answers them', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Simple, transparent pricing' });
    const team = await within(pricing).findByRole('article', { name: 'Team plan' });
    expect(within(team).getByText('$129.00')).toBeInTheDocument();
    expect(within(team).getByText('150 reports per month')).toBeInTheDocument();
    expect(within(team).getByText('Most Popular')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Choose Team' })).toHaveAttribute('href', '/auth?plan=elite');
    expect(within(within(pricing).getByRole('article', { name: 'One Report plan' })).getByText('$6.50')).toBeInTheDocument();
    expect(within(pricing).getAllByRole('article')).toHaveLength(4);
    expect(within(pricing).queryByText('$19.99')).not.toBeInTheDocument();

    const faq = screen.getByRole('region', { name: 'Questions about extra reports' });
    expect(await within(faq).findByText(/packs of 5, 15 or 25 extra reports/)).toHaveTextContent('Starter $2.10, Pro $1.50, Team $0.90 per report');
    expect(within(faq).getByText(/each report is \$6\.50/)).toBeInTheDocument();
  });

  it('shows outlines while the plans load, and says so when they cannot be loaded', async () => {
    server.use(http.get('/api/plans', () => HttpResponse.json({ message: 'Unavailable', code: 'unavailable', fields: {} }, { status: 503 })));
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Simple, transparent pricing' });
    expect(within(pricing).queryByRole('article')).not.toBeInTheDocument();
    expect(await within(pricing).findByText('The plans and prices could not be loaded.')).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Questions about extra reports' });
    // The questions whose answers are prices are left out; the others stay.
    expect(within(faq).queryByText(/What if I need more reports/)).not.toBeInTheDocument();
    expect(within(faq).getByText(/do not need a credit card/)).toBeInTheDocument();

    server.use(http.get('/api/plans', () => HttpResponse.json(buildRepricedPlans())));
    await userEvent.setup({ delay: null }).click(within(pricing).getByRole('button', { name: 'Retry' }));
    expect(await within(pricing).findByRole('article', { name: 'Team plan' })).toBeInTheDocument();
    expect(await within(faq).findByText(/packs of 5, 15 or 25 extra reports/)).toBeInTheDocument();
  });

  it('ends with Start Free Trial and a footer', () => {
    renderLanding();
    const trials = screen.getAllByRole('link', { name: 'Start Free Trial' });
    expect(trials.length).toBeGreaterThan(0);
    for (const link of trials) expect(link).toHaveAttribute('href', '/auth?tab=register');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
  });
});
