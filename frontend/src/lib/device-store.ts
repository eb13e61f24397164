import { type UseStore, clear, createStore, del, entries, get, set, update } from 'idb-keyval';

/**
 * What the app keeps on this device for one signed-in agent (drafts, showings waiting to be sent),
 * in IndexedDB: it survives a reload, a crash and a closed tab, and is the same in every tab.
 *
 * Every key starts with the agent's id, so one agent never reads another's draft on a shared
 * phone, and signing out can remove exactly what was kept for the agent leaving.
 */
export type DeviceKey = [userId: number, kind: DeviceKind, name: string];

/** What is kept: a form's draft, a showing waiting to be sent, or a recording or a photo waiting to be uploaded. */
export type DeviceKind = 'draft' | 'outbox' | 'recording' | 'photo';

const DATABASE = 'showscribe';
const STORE = 'device';

// Opened on first use: the landing page never touches IndexedDB.
let handle: UseStore | undefined;
const store = () => (handle ??= createStore(DATABASE, STORE));

const isDeviceKey = (key: IDBValidKey): key is DeviceKey => Array.isArray(key) && key.length === 3 && typeof key[0] === 'number';

export function readDeviceItem<T>(key: DeviceKey): Promise<T | undefined> {
  return get<T>(key, store());
}

export function writeDeviceItem<T>(key: DeviceKey, value: T): Promise<void> {
  return set(key, value, store());
}

/** Reads and writes one item in one transaction, so two tabs cannot interleave their changes. */
export function updateDeviceItem<T>(key: DeviceKey, updater: (current: T | undefined) => T | undefined): Promise<void> {
  let remove = false;
  return update<T | undefined>(
    key,
    (current) => {
      const next = updater(current);
      remove = next === undefined;
      return next;
    },
    store(),
  ).then(() => (remove ? del(key, store()) : undefined));
}

export function removeDeviceItem(key: DeviceKey): Promise<void> {
  return del(key, store());
}

/** Every item of one kind kept for the agent, with its name. */
export async function listDeviceItems<T>(userId: number, kind: DeviceKind): Promise<{ name: string; value: T }[]> {
  const all = await entries<IDBValidKey, T>(store());
  return all.filter(([key]) => isDeviceKey(key) && key[0] === userId && key[1] === kind).map(([key, value]) => ({ name: (key as DeviceKey)[2], value }));
}

/** The worker's own copy of the app (its precache) is the same for everyone; anything else is not. */
const isAppShellCache = (name: string) => name.startsWith('workbox-precache');

/**
 * Signing out: removes everything kept for the agent (drafts, the queue of showings to send) and
 * every cache that is not the app's own files, so the next person to use this browser finds none
 * of it. Other agents' items stay: theirs is not this sign-out's to remove.
 */
export async function forgetAgentOnThisDevice(userId: number): Promise<void> {
  const all = await entries<IDBValidKey, unknown>(store());
  const mine = all.map(([key]) => key).filter((key) => isDeviceKey(key) && key[0] === userId);
  await Promise.all(mine.map((key) => del(key, store())));
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !isAppShellCache(name)).map((name) => caches.delete(name)));
  }
}

/** Empties the store (tests start from a device that kept nothing). */
export function clearDeviceStore(): Promise<void> {
  return clear(store());
}
