import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { buildUser } from '@/testing/fixtures';
import { pressMainButton } from '@/testing/generate-button';
import { renderApp } from '@/testing/render';

export type Events = ReturnType<typeof userEvent.setup>;

// Role queries work out every accessible name on this long form, which is slow in a test DOM;
// these helpers find the same elements by their labels and headings instead.


/** The "Comparable sales (optional)" section. */
export function comparablesRegion(): HTMLElement {
  const section = screen.getByText('Comparable sales (optional)', { selector: 'h2' }).closest('section');
  if (!section) throw new Error('The comparables section is not shown');
  return section;
}

/** A comparable's box by its accessible name: "Price, comparable 2". */
export const comparableInput = (label: string, row: number) => screen.getByLabelText(`${label}, comparable ${row}`);
export const adjustment = (row: number) => screen.getByLabelText(`Adjustment, comparable ${row}`);

/** Opens /new-showing and presses once, so the details and the comparables editor show. */
export async function openComparablesEditor(): Promise<Events> {
  renderApp('/new-showing', { user: buildUser() });
  await screen.findByRole('heading', { level: 1, name: 'New Property Showing' });
  const events = userEvent.setup({ delay: null });
  await events.click(screen.getByLabelText(/^Repairs Needed/, { selector: 'textarea' }));
  await events.paste('The water heater is leaking');
  await pressMainButton(events);
  await screen.findByText('Comparable sales (optional)', { selector: 'h2' });
  return events;
}

/** Types a whole value into a box in one input event, as a paste or dictation would. */
export async function fill(events: Events, box: HTMLElement, text: string) {
  await events.click(box);
  await events.paste(text);
}

/** Adds a comparable and fills what the server requires (and the square footage). */
export async function addComparable(events: Events, row: number, { address, price, date = '2026-02-10', squareFeet }: { address: string; price: string; date?: string; squareFeet?: string }) {
  await events.click(within(comparablesRegion()).getByText('Add comparable', { selector: 'button' }));
  await fill(events, comparableInput('Address', row), address);
  await fill(events, comparableInput('Price', row), price);
  // A date box takes a whole date at once.
  fireEvent.change(comparableInput('Date', row), { target: { value: date } });
  if (squareFeet) await fill(events, comparableInput('Square feet', row), squareFeet);
}
