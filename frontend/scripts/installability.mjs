// Whether Chromium would offer to install the app from a page: Lighthouse 12 dropped its PWA
// category, so this asks the browser itself (the DevTools protocol's Page.getInstallabilityErrors)
// once the page's service worker has taken charge, and prints the manifest it read. The worker is
// registered on signed-in screens, so give the session cookie ("name=value") for one of those:
//   node scripts/installability.mjs http://127.0.0.1:8080/dashboard 'showscribe_session=…'
// Exits 1 when the browser names a reason the app cannot be installed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

/* global window */

const [url, cookie] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/installability.mjs URL [SESSION_COOKIE]');
  process.exit(2);
}
/** How long the page's service worker may take to register and start. */
const WORKER_WAIT_MS = 20_000;

// A persistent profile: an off-the-record one (a plain browser context) is never installable.
const profile = mkdtempSync(join(tmpdir(), 'showscribe-install-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let errors;
try {
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url }]);
    // What the app itself remembers after signing in (src/lib/auth.ts), so it asks who is signed in.
    await context.addInitScript(() => window.localStorage.setItem('showscribe.signed-in', '1'));
  }
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url, { waitUntil: 'load' });
  // The worker registers once the page is idle after loading; installability is judged once it runs.
  const worker = await page.evaluate(
    (wait) => Promise.race([navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null), new Promise((resolve) => setTimeout(() => resolve(null), wait))]),
    WORKER_WAIT_MS,
  );
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  ({ installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors'));

  const parsed = JSON.parse(manifest.data || '{}');
  console.log(`PWA installability of ${url}`);
  console.log(`  manifest      ${manifest.url || 'none'} (${parsed.name ?? '?'}, display ${parsed.display ?? '?'}, start ${parsed.start_url ?? '?'}, ${parsed.icons?.length ?? 0} icons)`);
  console.log(`  worker        ${worker ?? 'none'}`);
  if (manifest.errors?.length) for (const problem of manifest.errors) console.log(`  manifest problem: ${problem.message}`);
  console.log(errors.length === 0 ? '  installable   yes' : `  installable   no: ${errors.map((e) => e.errorId).join(', ')}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(errors?.length === 0 ? 0 : 1);
