import type { components } from '@/types/api';

type ErrorBody = components['schemas']['ErrorBody'];

/**
 * Any non-ok answer from the server. `message` follows the product's error format,
 * "STATUS: text" (e.g. "401: Invalid email or password"), which the toasts display and the
 * unauthorized check inspects; `fields` carries per-field messages for forms.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, text: string, code = '', fields: Record<string, string> = {}) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

function parseErrorBody(text: string): Partial<ErrorBody> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
  } catch {
    return null;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseErrorBody(text);
  const message = body?.message || text || response.statusText;
  return new ApiError(response.status, message, body?.code ?? '', body?.fields ?? {});
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  const response = await fetch(path, init);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** Spec §8: a message starting with "401:" and containing "Unauthorized" means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
