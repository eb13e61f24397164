import type { components } from '@/types/api';

type ErrorBody = components['schemas']['ErrorBody'];

/**
 * Any non-ok answer from the server. `message` follows the product's error format,
 * "STATUS: text" (e.g. "401: Invalid email or password"), for logs; `text` is the server's own
 * words, which the screens show; `status` and `code` are what code branches on; `fields` carries
 * per-field messages for forms.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly text: string;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, text: string, code = '', fields: Record<string, string> = {}) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.text = text;
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

/** A body sent as it is, with its own type (a CSV file's bytes), rather than as JSON. */
export class RawBody {
  constructor(
    readonly data: Blob | ArrayBuffer | string,
    readonly contentType: string,
  ) {}
}

/** Headers a call adds to the usual ones (an `Idempotency-Key`). */
export type ExtraHeaders = Record<string, string>;

async function send(method: Method, path: string, body?: unknown, extraHeaders: ExtraHeaders = {}): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json', ...extraHeaders } };
  if (body instanceof RawBody) {
    init.headers = { ...init.headers, 'Content-Type': body.contentType };
    init.body = body.data;
  } else if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  const response = await fetch(path, init);
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown, headers?: ExtraHeaders): Promise<T> {
  return readBody<T>(await send(method, path, body, headers));
}

/** One page of a list call: the rows and the total the server counted (`X-Total-Count`). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** The header list calls put their total in; the body holds only the requested page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export async function getListPage<T>(path: string): Promise<ListPage<T>> {
  const response = await send('GET', path);
  const items = (await readBody<T[] | undefined>(response)) ?? [];
  const total = Number.parseInt(response.headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { items, total: Number.isNaN(total) ? items.length : total };
}

/** `path?limit=…&offset=…`, the paging parameters of the list calls. */
export function pagedPath(path: string, { limit, offset = 0 }: { limit: number; offset?: number }): string {
  return `${path}?limit=${limit}&offset=${offset}`;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  getList: <T>(path: string) => getListPage<T>(path),
  post: <T>(path: string, body?: unknown, headers?: ExtraHeaders) => apiRequest<T>('POST', path, body, headers),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/**
 * Spec §8: a 401 means the session is gone. The status is read from the error, not its text; the
 * one 401 that is not about the session is sign-in's wrong email or password.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'invalid_credentials';
}

/**
 * True when the request never got an answer: no connection, the server unreachable, or the
 * request cut off. `fetch` rejects with a TypeError then; an answer of any status is an ApiError.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError');
}

/** What a person is shown: the server's own words, never the transport's "STATUS: " prefix. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.text;
  return error instanceof Error ? error.message : String(error);
}
