import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { LandingPage } from '../components/landing-page';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
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

  it('shows the four plans, each leading to registration with the plan', () => {
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Simple, transparent pricing' });
    const expected = [
      ['Essential', '$19.99', '/auth?plan=essential'],
      ['Pro', '$49.99', '/auth?plan=pro'],
      ['Elite', '$99.99', '/auth?plan=elite'],
      ['Pay Per Report', '$4.99', '/auth?plan=pay-per-report'],
    ] as const;
    for (const [name, price, href] of expected) {
      const card = within(pricing).getByRole('article', { name: `${name} plan` });
      expect(within(card).getByText(price)).toBeInTheDocument();
      expect(within(card).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(within(within(pricing).getByRole('article', { name: 'Pro plan' })).getByText('Most Popular')).toBeInTheDocument();
  });

  it('explains extra reports in the FAQ', () => {
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Questions about extra reports' });
    expect(within(faq).getByText(/packs of 10, 20 or 30 extra reports/)).toHaveTextContent('Essential $2.00, Pro $1.67, Elite $1.00 per report');
    expect(within(faq).getByText(/each report is \$4\.99/)).toBeInTheDocument();
    expect(within(faq).getByText(/do not need a credit card/)).toBeInTheDocument();
  });

  it('ends with Start Free Trial and a footer', () => {
    renderLanding();
    const trials = screen.getAllByRole('link', { name: 'Start Free Trial' });
    expect(trials.length).toBeGreaterThan(0);
    for (const link of trials) expect(link).toHaveAttribute('href', '/auth?tab=register');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
  });
});
