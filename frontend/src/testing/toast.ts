import { screen } from '@testing-library/react';

/** The toast on screen (at most one shows), found by its title, to look inside it. */
export function shownToast(title: string): HTMLElement {
  const toast = screen.getByText(title).closest<HTMLElement>('.MuiSnackbar-root');
  if (!toast) throw new Error(`"${title}" is not a toast`);
  return toast;
}
