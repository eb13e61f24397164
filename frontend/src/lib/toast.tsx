import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, useSyncExternalStore } from 'react';

import { TOAST_OFFSET, type ToastSide, chooseToastSide, obstaclesOnScreen } from './toast-placement';

/** "destructive" marks failures (shown as errors); "default" is a confirmation. */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * A page the message is about (the report a queued showing became). A plain link: the host sits
   * outside the router, and the page loads from the app's own cached files.
   */
  link?: { label: string; href: string };
}

export interface ToastItem extends ToastOptions {
  id: number;
}

/** Spec §9: a toast stays 5000 ms; at most one is shown and a newer one replaces the older. */
export const TOAST_DURATION_MS = 5000;

let current: ToastItem | null = null;
let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id?: number) {
  if (current === null || (id !== undefined && current.id !== id)) return;
  clearTimeout(hideTimer);
  current = null;
  emit();
}

/**
 * After a success that has no message of its own (signing in), a failure still on screen is
 * out of date: it goes. A success with a message replaces it anyway.
 */
export function dismissFailureToast() {
  if (current?.variant === 'destructive') dismissToast(current.id);
}

export function toast(options: ToastOptions): ToastItem {
  clearTimeout(hideTimer);
  const item: ToastItem = { variant: 'default', ...options, id: nextId++ };
  current = item;
  hideTimer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
  emit();
  return item;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Decided once per toast, when it appears, so it does not jump while shown. */
function useToastSide(item: ToastItem | null, phone: boolean): ToastSide {
  const [placed, setPlaced] = useState<{ id: number; phone: boolean; side: ToastSide } | null>(null);
  if (item && (placed?.id !== item.id || placed.phone !== phone)) {
    const side = chooseToastSide(obstaclesOnScreen(), { width: window.innerWidth, height: window.innerHeight }, phone);
    setPlaced({ id: item.id, phone, side });
    return side;
  }
  return placed?.side ?? (phone ? 'top' : 'bottom');
}

/**
 * The single toast host; mounted once by the app provider. A toast never covers what the user is
 * about to press: it shows at the top on phones (their primary actions sit at the bottom: sticky
 * bars, the actions of a full-screen sheet) and at the bottom right on wider screens, and takes the
 * other side when a primary action or the control just used is where it would go.
 */
export function Toaster() {
  const item = useCurrentToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const side = useToastSide(item, phone);
  if (item === null) return null;

  const destructive = item.variant === 'destructive';
  const offset = phone ? TOAST_OFFSET.phone : TOAST_OFFSET.wide;
  return (
    <Snackbar
      key={item.id}
      open
      anchorOrigin={{ vertical: side, horizontal: phone ? 'center' : 'right' }}
      sx={side === 'top' ? { top: { xs: offset.top, sm: offset.top } } : { bottom: { xs: offset.bottom, sm: offset.bottom } }}
      // Clicking elsewhere on the page must not hide a message the user has not read yet.
      onClose={(_, reason) => reason !== 'clickaway' && dismissToast(item.id)}
    >
      <Alert
        severity={destructive ? 'error' : 'success'}
        variant="filled"
        onClose={() => dismissToast(item.id)}
        sx={{ width: '100%', minWidth: { sm: 340 }, maxWidth: 440, boxShadow: 6, alignItems: 'flex-start' }}
      >
        <AlertTitle sx={{ mb: item.description ? 0.25 : 0, fontWeight: 700 }}>{item.title}</AlertTitle>
        {item.description}
        {item.link && (
          <Link href={item.link.href} color="inherit" underline="always" sx={{ display: 'block', mt: 0.5, fontWeight: 700 }}>
            {item.link.label}
          </Link>
        )}
      </Alert>
    </Snackbar>
  );
}
