import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

import { eventually } from './wait';

// Role queries work out every accessible name on the long new-showing form, which is slow in a
// test DOM; this finds the same button by its text instead.

/** The new-showing form's one main button: "Generate Report", then "Generate Final Report". */
export const mainButton = () => screen.getByText(/^Generate (Final )?Report$/, { selector: 'button' });

/**
 * Presses the main button as a user can: once it takes presses. After a failed call the failure
 * shows a moment before the form stops being busy, and a busy button ignores the press.
 */
export async function pressMainButton(events: ReturnType<typeof userEvent.setup>): Promise<void> {
  await eventually(() => expect(mainButton()).toBeEnabled());
  await events.click(mainButton());
}
