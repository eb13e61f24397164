import { act, render, screen } from '@testing-library/react';

import { TOAST_DURATION_MS, Toaster, toast } from '@/lib/toast';
import { stubPhoneScreen } from '@/testing/phone-screen';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a title and an optional description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    });
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been saved.')).toBeInTheDocument();
  });

  it('shows one toast at a time: a newer one replaces the older', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login failed', description: '401: Invalid email or password', variant: 'destructive' });
    });
    act(() => {
      toast({ title: 'Profile Updated' });
    });
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('hides a toast after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Password Updated' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Password Updated')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Password Updated')).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => {
      toast({ title: 'Second' });
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('shows destructive toasts as errors', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Update Failed', description: '400: Invalid phone', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('shows at the bottom right on wide screens, and at the top on phones, clear of the actions at the bottom', () => {
    const { unmount } = render(<Toaster />);
    act(() => {
      toast({ title: 'Item Updated' });
    });
    expect(screen.getByRole('alert').closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
    unmount();

    stubPhoneScreen();
    try {
      render(<Toaster />);
      expect(screen.getByRole('alert').closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
