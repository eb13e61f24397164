// End-to-end: capture with no signal. Notes survive a reload; the app opens from its service worker
// with the network off; Generate with no connection queues the showing, and when the connection
// comes back exactly one showing and one report are made. Against the real server (no mocks).
// Screenshots land in e2e/screenshots/ (git-ignored), prefixed "offline-".
/* global window, indexedDB, caches */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { baseUrl, cameraPhoto, checkAccessibility, expectEveryScreenChecked, launchBrowser, openPage, screenshotPath, screenshots, describeFailures } from './support/browser.mjs';

const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Morgan',
  lastName: 'Basement',
  email: `e2e-offline-${runId}@example.com`,
  password: 'offline-pass-123',
  phone: '5125550190',
  brokerOfficeName: 'Austin North',
};
const notes = {
  repairs: 'Water stains on the basement wall under the kitchen; the sump pump does not start',
  updates: 'Finish the basement as a guest room',
  address: '77 Cellar Ln, Austin, TX 78702',
};

let browser;
let context;
let page;
let step = 0;

async function snap(name) {
  step += 1;
  await page.screenshot({ path: screenshotPath(`offline-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(page, name);
}

const field = (name) => page.getByRole('textbox', { name, exact: true });
const mainButton = () => page.getByRole('button', { name: /^Generate (Final )?Report$/ });

/** What the server holds for the signed-in agent (the page's own cookies, through the network). */
async function serverList(path) {
  const response = await page.request.get(`${baseUrl}${path}`);
  assert.equal(response.status(), 200, `GET ${path}`);
  return response.json();
}

/** Every key the app keeps in its IndexedDB store on this device. */
function deviceKeys() {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('showscribe');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('device')) return resolve([]);
          const keys = db.transaction('device').objectStore('device').getAllKeys();
          keys.onsuccess = () => resolve(keys.result);
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  const health = await fetch(`${baseUrl}/api/user`).catch((error) => error);
  assert.ok(!(health instanceof Error), `The server at ${baseUrl} is not reachable (${health?.message}). Start it or set E2E_BASE_URL.`);

  browser = await launchBrowser();
  page = await openPage(browser);
  context = page.context();
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(account),
  });
  assert.ok(registered.ok, await registered.text());
});

after(async () => {
  // The browser closes first: a failed check must not leave it running (and the run waiting).
  await browser?.close();
  if (page) expectEveryScreenChecked(page);
});

test('an agent captures a showing in a basement with no signal, and it is sent once the signal is back', async (t) => {
  describeFailures(t, () => page);
  try {
    await t.test('sign in; the service worker installs and takes charge of the page', async () => {
      await page.goto(`${baseUrl}/auth?tab=signin`);
      await page.getByLabel(/^Email/).fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await checkAccessibility(page, 'sign in');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/auth');

      await page.goto(`${baseUrl}/new-showing`);
      await page.getByRole('heading', { level: 1, name: 'New Property Showing' }).waitFor();
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { scope: registration.scope, active: registration.active?.scriptURL };
      });
      assert.equal(worker.active, `${baseUrl}/sw.js`);
      assert.equal(worker.scope, `${baseUrl}/`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The app's files are in the worker's cache; no answer from the API is.
      const cached = await page.evaluate(async () => {
        const urls = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      assert.ok(cached.includes('/index.html'), 'the app shell is precached');
      assert.ok(cached.some((path) => path.startsWith('/assets/')), 'the built assets are precached');
      assert.deepEqual(cached.filter((path) => path.startsWith('/api/')), [], 'no API answer is cached');
    });

    await t.test('notes are kept on the device as they are typed, and are there after a reload', async () => {
      await field('Repairs Needed').fill(notes.repairs);
      await field('Updates Wanted').fill(notes.updates);
      await page.getByText('Saved on this device', { exact: true }).waitFor();
      await snap('draft-saved');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'New Property Showing' }).waitFor();
      await page.getByText('Saved on this device', { exact: true }).waitFor();
      assert.equal(await field('Repairs Needed').inputValue(), notes.repairs);
      assert.equal(await field('Updates Wanted').inputValue(), notes.updates);
      await snap('draft-restored');
    });

    await t.test('with no network, the forms still open from the service worker', async () => {
      await context.setOffline(true);
      await page.goto(`${baseUrl}/mobile-form`);
      await page.getByRole('heading', { level: 1, name: 'Property Assessment' }).waitFor();
      await snap('mobile-form-offline');

      await page.goto(`${baseUrl}/new-showing`);
      await page.getByRole('heading', { level: 1, name: 'New Property Showing' }).waitFor();
      assert.equal(await field('Repairs Needed').inputValue(), notes.repairs);
      // A photo of what was seen, taken with no signal: kept on the device with the draft.
      await page.getByLabel('Choose photos for this showing').setInputFiles(await cameraPhoto(page, 'Stairs', 200));
      await page.getByRole('list', { name: 'Photos kept on this device' }).getByRole('listitem').waitFor();
      await snap('new-showing-offline');
    });

    await t.test('Generate with no connection queues the showing on the device', async () => {
      await mainButton().click();
      await field('Property Address').fill(notes.address);
      await mainButton().click();
      await page.getByRole('region', { name: 'Review & Edit Repairs/Updates' }).waitFor();
      await mainButton().click();

      await page.getByText('Waiting for a connection — will send automatically').waitFor();
      assert.equal(await field('Repairs Needed (final)').isDisabled(), true, 'the queued showing is not edited while it waits');
      await snap('queued');
    });

    await t.test('when the connection returns, exactly one showing and one report are made, and the report opens', async () => {
      await context.setOffline(false);
      await page.getByRole('alert').filter({ hasText: 'Report Generated' }).waitFor({ timeout: 30_000 });
      await page.waitForURL((url) => /^\/reports\/\d+$/.test(url.pathname), { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: notes.address }).waitFor();
      await snap('report');

      const showings = await serverList('/api/showings');
      assert.equal(showings.length, 1, `one showing, not ${showings.length}`);
      const showingId = showings[0].id;
      assert.equal(new URL(page.url()).pathname, `/reports/${showingId}`);
      const reports = await serverList(`/api/reports/${showingId}`);
      assert.equal(reports.filter((report) => report.reportType === 'comprehensive').length, 1, 'one showing report');
      const user = await serverList('/api/user');
      assert.equal(user.reportsUsedThisMonth, 1, 'one report taken from the allowance');
      const { photos } = await serverList(`/api/showings/${showingId}/photos`);
      assert.equal(photos.length, 1, 'the photo taken offline went up with the showing, once');

      // Sent: the queue and the draft are gone from the device.
      assert.deepEqual(await deviceKeys(), []);
    });

    await t.test('signing out removes what the app kept on the device for the agent', async () => {
      await page.goto(`${baseUrl}/mobile-form`);
      await page.getByRole('heading', { level: 1, name: 'Property Assessment' }).waitFor();
      await field('Property Assessment').fill('Notes nobody else should read');
      await page.getByText('Saved on this device', { exact: true }).waitFor();
      assert.equal((await deviceKeys()).length, 1);

      await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: /Turn every showing into a/ }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');
      await checkAccessibility(page, 'signed out');
      assert.deepEqual(await deviceKeys(), []);
      assert.equal(await page.evaluate(() => window.localStorage.getItem('showscribe.user')), null);
    });
  } finally {
    await context?.setOffline(false);
  }
});
