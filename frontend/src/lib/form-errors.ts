import { ApiError } from '@/lib/api-client';

/**
 * Copies the server's per-field messages (a 400/409 body's `fields`) onto the form fields that
 * exist in `values`, so the user sees them next to the input as well as in the toast.
 */
export function applyServerFieldErrors<Values extends object>(
  error: unknown,
  values: Values,
  setErrors: (errors: Partial<Record<keyof Values, string>>) => void,
): void {
  if (!(error instanceof ApiError)) return;
  const known = Object.entries(error.fields).filter(([field]) => field in values);
  if (known.length > 0) setErrors(Object.fromEntries(known) as Partial<Record<keyof Values, string>>);
}
