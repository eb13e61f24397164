import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

async function openMenu(events: ReturnType<typeof userEvent.setup>) {
  await events.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Menu' });
}

describe('the phone menu', () => {
  it('reaches every signed-in screen in one tap', async () => {
    renderApp('/new-showing', { user: buildUser() });
    const events = userEvent.setup({ delay: null });
    const menu = await openMenu(events);

    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Dashboard', '/dashboard'],
      ['Reports', '/dashboard?tab=reports'],
      ['Analytics', '/dashboard?tab=analytics'],
      ['New Showing', '/new-showing'],
      ['Mobile Form', '/mobile-form'],
      ['Profile', '/dashboard?tab=profile'],
      ['Billing', '/dashboard?tab=billing'],
      ['Pricing', '/pricing'],
    ]);
    expect(within(menu).getByRole('link', { name: 'New Showing' })).toHaveAttribute('aria-current', 'page');

    await events.click(within(menu).getByRole('link', { name: 'Billing' }));
    // The router navigates in a transition: on a busy machine the location follows a moment later.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=billing'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Billing', selected: true })).toBeInTheDocument();
  });
});
