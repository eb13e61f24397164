import { act } from '@testing-library/react';

/**
 * Polls an assertion on real macrotask turns. Unlike Testing Library's `waitFor`, it never
 * touches `setTimeout`, so it works while a test fakes timers to control a delay exactly.
 */
// Node's setImmediate is a real macrotask turn that fake setTimeout does not affect.
const nextTurn = () =>
  new Promise<void>((resolve) => (globalThis as unknown as { setImmediate: (callback: () => void) => void }).setImmediate(resolve));

export async function eventually(assertion: () => void, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    try {
      assertion();
      return;
    } catch {
      await act(nextTurn);
    }
  }
  assertion();
}
