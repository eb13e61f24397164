// The server's outbox (`$E2E_DATA_DIR/outbox/*.eml`, written when mail goes to the outbox), read
// the way a mail client would: quoted-printable soft breaks and `=3D` undone.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The newest link to `path` (e.g. "/verify-email") in a message to `to` with `subject`, or null. */
export function linkInOutbox(dataDir, { to, subject, path }) {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"<]+${escaped}\\?token=[0-9a-f]{64}`);
  const links = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((raw) => raw.includes(to) && raw.includes(subject))
    .map((raw) => raw.match(pattern)?.[0])
    .filter(Boolean);
  return links.at(-1) ?? null;
}

/** Waits up to `timeoutMs` for such a link (account emails go out in the background). */
export async function waitForLink(dataDir, wanted, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = linkInOutbox(dataDir, wanted);
    if (link || Date.now() > deadline) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The subject of the message that asks an agent to confirm the account's address. */
export const CHECK_SUBJECT = 'Confirm your email address for Showscribe';
