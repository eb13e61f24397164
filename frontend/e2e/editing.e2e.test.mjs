// End-to-end: a run-on dictated note becomes one item per defect; the agent edits an item's
// figures and sees the totals and the PDF change — against the real server (no mocks).
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Needs `pdftotext` (poppler-utils). Screenshots land in e2e/screenshots/ (git-ignored), prefixed "editing-".
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { baseUrl, checkAccessibility, expectEveryScreenChecked, launchBrowser, navigateTo, openPage, phone, screenshotPath, screenshots, settle, describeFailures } from './support/browser.mjs';


const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Morgan',
  lastName: 'Editing',
  email: `e2e-editing-${runId}@example.com`,
  password: 'editing-pass-123',
  phone: '5125550133',
  brokerOfficeName: 'Austin North',
};
// As speech-to-text delivers it: no punctuation, a filler, three defects in one breath.
const dictated =
  'um so the water heater is rusted at the base and leaking the gutters are full of leaves and theres a couple two prong outlets in the bedrooms';
const address = `${runId.slice(-4)} Shoal Creek Blvd, Austin, TX 78756`;

let browser;
let page;
let work;
let step = 0;

async function snap(name) {
  step += 1;
  await settle(page);
  await page.screenshot({ path: screenshotPath(`editing-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(page, name);
}

const field = (name) => page.getByRole('textbox', { name, exact: true });
const mainButton = () => page.getByRole('button', { name: /^Generate (Final )?Report$/ });
/**
 * The entries of Required Repairs, its total last: the rows of its table on a desktop, the cards
 * of its list on a phone (both named after the section).
 */
const repairs = () => page.getByRole(phone ? 'list' : 'table', { name: 'Required Repairs' }).getByRole(phone ? 'listitem' : 'row');
const totalRepairs = async () => (await repairs().filter({ hasText: 'Total Repairs' }).innerText()).replace(/\s+/g, ' ');

/** The text of the report's PDF as the Download PDF link gives it, on one line. */
async function downloadedPdfText(name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  const path = join(work, `${name}.pdf`);
  await download.saveAs(path);
  assert.equal(readFileSync(path).subarray(0, 5).toString('latin1'), '%PDF-', `${name} is a PDF`);
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'showscribe-editing-'));
  const health = await fetch(`${baseUrl}/api/user`).catch((error) => error);
  assert.ok(!(health instanceof Error), `The server at ${baseUrl} is not reachable (${health?.message}). Start it or set E2E_BASE_URL.`);

  browser = await launchBrowser();
  page = await openPage(browser, { acceptDownloads: true });
});

after(async () => {
  // The browser closes first: a failed check must not leave it running (and the run waiting).
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  if (page) expectEveryScreenChecked(page);
});

test('an agent dictates a run-on note, then edits an item and sees the totals and the PDF change', async (t) => {
  describeFailures(t, () => page);
  try {
    await t.test('register a new account', async () => {
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
    });

    await t.test('type the run-on note and generate the report', async () => {
      await navigateTo(page, 'New Showing');
      await field('Repairs Needed').fill(dictated);
      await checkAccessibility(page, 'new-showing');
      await mainButton().click();
      await field('Property Address').fill(address);
      await field('List Price').fill('$480,000');
      await field('Client Name').fill('Jordan Lee');
      await field('Client Email').fill('jordan.lee@example.com');
      await mainButton().click();
      await page.getByRole('region', { name: 'Review & Edit Repairs/Updates' }).waitFor();
      await mainButton().click();
      // The new report opens 1.5 s later; it is opened from the gallery here as an agent would later.
      await page.waitForURL((url) => /^\/reports\/\d+$/.test(url.pathname));
      await page.goto(`${baseUrl}/dashboard?tab=reports`);
      const card = page.getByRole('article', { name: address });
      await card.waitFor();
      await checkAccessibility(page, 'reports-gallery');
      await card.getByRole('link', { name: 'View' }).click();
      await page.getByRole('heading', { level: 1, name: address }).waitFor();
    });

    let before;
    let pdfBefore;
    await t.test('one item per defect, each priced', async () => {
      const rows = repairs();
      const heater = rows.filter({ hasText: /water heater/i });
      const gutters = rows.filter({ hasText: /gutter/i });
      const outlets = rows.filter({ hasText: /outlet/i });
      // Rusted and leaking is one water heater item; the gutters and the outlets are their own.
      assert.equal(await heater.count(), 1, 'one water heater item');
      assert.equal(await gutters.count(), 1, 'the gutters are their own item');
      assert.equal(await outlets.count(), 1, 'the outlets are their own item');
      assert.doesNotMatch(await heater.innerText(), /gutter/i, 'the water heater item is about the water heater only');
      before = await totalRepairs();
      await snap('report');
      pdfBefore = await downloadedPdfText('before');
      assert.ok(!pdfBefore.includes("Agent's figure"), 'no agent figures yet');
    });

    await t.test("edit the water heater's figures: the totals change and the item is the agent's figure", async () => {
      await page.getByRole('button', { name: /^Edit .*water heater/i }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Low' }).fill('2100');
      await dialog.getByRole('textbox', { name: 'Typical' }).fill('2400');
      await dialog.getByRole('textbox', { name: 'High' }).fill('2900');
      await snap('edit-dialog');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });

      const heater = repairs().filter({ hasText: /water heater/i });
      await heater.getByText("Agent's figure").waitFor();
      assert.match(await heater.innerText(), /\$2,100/);
      const after = await totalRepairs();
      assert.notEqual(after, before, 'the repairs total changed');
      await snap('edited');

      // The page's figures are the server's: a reload shows the same.
      await page.reload();
      await repairs().filter({ hasText: /water heater/i }).getByText("Agent's figure").waitFor();
      assert.equal(await totalRepairs(), after);
    });

    await t.test('the PDF is rendered again with the edit', async () => {
      const pdfAfter = await downloadedPdfText('after');
      assert.ok(pdfAfter.includes("Agent's figure"), 'the PDF marks the agent\'s figure');
      assert.ok(pdfAfter.includes('$2,400'), 'the PDF carries the new typical figure');
      assert.notEqual(pdfAfter, pdfBefore);
    });
  } catch (error) {
    await page?.screenshot({ path: screenshotPath('editing-failure'), fullPage: true }).catch(() => {});
    throw error;
  }
});
