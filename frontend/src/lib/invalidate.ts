import { useSWRConfig } from 'swr';

/** True when `key` is the list call `path` itself or one of its pages (`path?limit=…`). */
export function isListKey(key: unknown, path: string): boolean {
  return typeof key === 'string' && (key === path || key.startsWith(`${path}?`));
}

/**
 * Forgets every cached page of these list calls and refetches the ones on screen. Queries never
 * go stale on their own (spec §9), so a change that other screens list — a new showing, a
 * generated report — must drop what they showed.
 */
export function useForgetLists() {
  const { mutate } = useSWRConfig();
  return (...paths: string[]) => mutate((key) => paths.some((path) => isListKey(key, path)), undefined, { revalidate: true });
}
