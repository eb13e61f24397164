// End-to-end: an agent adds photos to a report from the report page, captions one and attaches
// it to the water heater, and the downloaded PDF prints it beside that item and the other on its
// photo page — against the real server (no mocks).
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Needs `pdftotext` and `pdfimages` (poppler-utils). Screenshots land in e2e/screenshots/
// (git-ignored), prefixed "photos-".
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { baseUrl, cameraPhoto, checkAccessibility, expectEveryScreenChecked, launchBrowser, openPage, phone, screenshotPath, screenshots, settle } from './support/browser.mjs';

const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Robin',
  lastName: 'Photos',
  email: `e2e-photos-${runId}@example.com`,
  password: 'photos-pass-123',
  phone: '5125550177',
  brokerOfficeName: 'Austin South',
};
const address = `${runId.slice(-4)} Barton Springs Rd, Austin, TX 78704`;
const caption = 'Rust at the base of the tank';

let browser;
let page;
let work;
let step = 0;

async function snap(name) {
  step += 1;
  await settle(page);
  await page.screenshot({ path: screenshotPath(`photos-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(page, name);
}

const photo = (label, hue) => cameraPhoto(page, label, hue);

/** Calls the API as the signed-in page (its session cookie, its origin). */
async function call(method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'showscribe-photos-'));
  const health = await fetch(`${baseUrl}/api/user`).catch((error) => error);
  assert.ok(!(health instanceof Error), `The server at ${baseUrl} is not reachable (${health?.message}). Start it or set E2E_BASE_URL.`);
  browser = await launchBrowser();
  page = await openPage(browser, { acceptDownloads: true });
});

after(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  if (page) expectEveryScreenChecked(page);
});

test('an agent adds photos to a report, attaches one to a repair and finds both in the PDF', async (t) => {
  try {
    let showingId;
    await t.test('register and record a showing with its report', async () => {
      await page.goto(`${baseUrl}/auth?tab=register`);
      await page.getByLabel(/^First Name/).fill(account.firstName);
      await page.getByLabel(/^Last Name/).fill(account.lastName);
      await page.getByLabel(/^Email/).fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await page.getByLabel(/^Phone/).fill(account.phone);
      await page.getByLabel(/^Broker Office Name/).fill(account.brokerOfficeName);
      await checkAccessibility(page, 'register');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/pricing');
      await checkAccessibility(page, 'pricing');

      const created = await call('POST', '/api/showings', {
        propertyAddress: address,
        listPrice: 450000,
        clientName: 'Casey Buyer',
        clientEmail: 'casey@example.com',
        repairsNeeded: 'The water heater is rusted at the base and leaking.',
        updatesWanted: 'Paint the living room.',
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      showingId = created.body.id;
      const generated = await call('POST', `/api/showings/${showingId}/generate-report`);
      assert.equal(generated.status, 201, JSON.stringify(generated.body));
    });

    await t.test('add two photos from the library: each uploads and shows in the gallery', async () => {
      await page.goto(`${baseUrl}/reports/${showingId}`);
      const section = page.getByRole('region', { name: 'Photos' });
      await section.getByText(/No photos yet/).waitFor();
      await page.getByTestId('photo-library-input').setInputFiles([await photo('Heater', 24), await photo('Porch', 200)]);
      const gallery = section.getByRole('list', { name: 'Photos not attached to an item' });
      await gallery.getByRole('listitem').nth(1).waitFor();
      assert.equal(await gallery.getByRole('listitem').count(), 2);
      await section.getByRole('progressbar').first().waitFor({ state: 'detached' });
      // The thumbnails are real images the server made (lazy: they load once in view).
      await gallery.scrollIntoViewIfNeeded();
      for (const image of await gallery.locator('img').all()) {
        await image.evaluate((img) => (img.complete ? undefined : new Promise((done) => img.addEventListener('load', done, { once: true }))));
        assert.ok((await image.evaluate((img) => img.naturalWidth)) > 0, 'the thumbnail loads');
      }
      await snap('uploaded');
    });

    await t.test('caption the first and attach it to the water heater', async () => {
      const section = page.getByRole('region', { name: 'Photos' });
      await section.getByRole('button', { name: 'Open photo 1' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('img').waitFor();
      await dialog.getByLabel('Caption').fill(caption);
      await dialog.getByRole('combobox', { name: 'Attached to' }).click();
      await page.getByRole('option', { name: /Repair: .*water heater/i }).click();
      await snap('photo-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      const beside = page.getByRole('list', { name: /^Photos of .*water heater/i });
      await beside.getByRole('button', { name: new RegExp(caption) }).waitFor();
      const gallery = section.getByRole('list', { name: 'Photos not attached to an item' });
      assert.equal(await gallery.getByRole('listitem').count(), 1, 'one photo left in the gallery');
      await snap(phone ? 'report-phone' : 'report');
    });

    await t.test('the PDF prints the attached photo with its caption and the other on the photo page', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      const path = join(work, 'report.pdf');
      await download.saveAs(path);
      assert.equal(readFileSync(path).subarray(0, 5).toString('latin1'), '%PDF-');
      const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      assert.ok(text.includes(caption), 'the caption is printed');
      assert.ok(text.includes('Photos'), 'the photo page is there');
      const heater = text.search(/water heater/i);
      assert.ok(heater >= 0 && text.indexOf(caption) > heater, 'the caption comes after its item');
      const images = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }).trim().split('\n').slice(2);
      assert.equal(images.length, 2, `two photos in the PDF:\n${images.join('\n')}`);
    });
  } catch (error) {
    await page?.screenshot({ path: screenshotPath('photos-failure'), fullPage: true }).catch(() => {});
    throw error;
  }
});
