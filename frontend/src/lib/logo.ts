import { api } from '@/lib/api-client';
import type { User } from '@/lib/auth';

/** The agent's logo on the server: `POST` uploads (multipart), `DELETE` removes, `GET` is the image. */
export const LOGO_PATH = '/api/user/logo';

/** What the file pickers offer: PNG, JPEG and SVG images. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

/** The server's limit (2 MB); it checks again, and by content rather than by name. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPG or SVG image';
export const LOGO_TOO_LARGE = 'The logo must be at most 2 MB';
export const LOGO_EMPTY = 'The logo file is empty';

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);
const LOGO_EXTENSION = /\.(png|jpe?g|svg)$/i;

/**
 * A quick check before anything is sent, so an obviously wrong file gets a clear message at once.
 * The server is the authority (it reads the content); this only looks at the type, name and size.
 */
export function logoFileProblem(file: File): string | null {
  const typeOk = file.type ? LOGO_TYPES.has(file.type) : LOGO_EXTENSION.test(file.name);
  if (!typeOk) return LOGO_WRONG_TYPE;
  if (file.size === 0) return LOGO_EMPTY;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/**
 * Sends the logo as multipart/form-data (a `logo` file field). The browser sets the content type
 * with its boundary, so none is given here. Answers the agent with `logoUrl` set; when the server
 * refuses the file (400 wrong type or unsafe SVG, 413 over 2 MB) the previous logo stays.
 */
export function uploadLogo(file: File): Promise<User> {
  const form = new FormData();
  form.append('logo', file, file.name);
  return api.post<User>(LOGO_PATH, form);
}
