import { vi } from 'vitest';

/**
 * Makes the page a phone's (390 × 844): every "max-width" media query matches, so components that
 * switch layout below a breakpoint show their phone layout. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPhoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
