import { act, render, screen } from '@testing-library/react';

import { Toaster, dismissToast, toast } from '@/lib/toast';
import { type Box, TOAST_OFFSET, chooseToastSide } from '@/lib/toast-placement';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const box = (top: number, bottom: number, left = 0, right = 390): Box => ({ top, bottom, left, right });

describe('where a toast goes', () => {
  it('shows at the top on phones and at the bottom on wider screens when nothing is in the way', () => {
    expect(chooseToastSide([], phone, true)).toBe('top');
    expect(chooseToastSide([], desktop, false)).toBe('bottom');
  });

  it('leaves a phone’s button near the top uncovered', () => {
    // "Generate Report" scrolled up under the top bar.
    const generate = box(TOAST_OFFSET.phone.top + 60, TOAST_OFFSET.phone.top + 116, 16, 374);
    expect(chooseToastSide([generate], phone, true)).toBe('bottom');
  });

  it('leaves a desktop button at the bottom right uncovered (a dialog’s Save, a sticky Generate)', () => {
    expect(chooseToastSide([box(720, 764, 1000, 1180)], desktop, false)).toBe('top');
    // A button at the bottom left is not where the toast goes.
    expect(chooseToastSide([box(720, 764, 40, 200)], desktop, false)).toBe('bottom');
  });

  it('keeps the usual side when both sides are covered as much', () => {
    expect(chooseToastSide([box(0, 844)], phone, true)).toBe('top');
  });
});

describe('the toast host', () => {
  afterEach(() => {
    act(() => dismissToast());
    document.body.innerHTML = '';
  });

  it('moves a toast off the primary action the user just pressed', () => {
    const button = document.createElement('button');
    button.type = 'submit';
    button.textContent = 'Save Showing';
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: window.innerWidth - 220, y: window.innerHeight - 80, width: 180, height: 44 });
    document.body.append(button);
    render(<Toaster />);

    act(() => {
      toast({ title: 'Update Failed', description: 'Phone number is required', variant: 'destructive' });
    });
    const snackbar = screen.getByRole('alert').closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopRight');
  });

  it('shows at the bottom right when nothing is in the way', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Profile Updated' });
    });
    expect(screen.getByRole('alert').closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
  });
});
