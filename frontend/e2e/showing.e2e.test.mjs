// End-to-end: a showing from typed notes to a saved report, against the real server (no mocks).
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Screenshots of every step land in e2e/screenshots/ (git-ignored), prefixed "showing-".
/* global document */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { baseUrl, checkAccessibility, expectEveryScreenChecked, launchBrowser, navigateTo, openPage, phone, screenshotPath, screenshots, settle, skipLinkBox, describeFailures } from './support/browser.mjs';


const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Riley',
  lastName: 'Showings',
  email: `e2e-showing-${runId}@example.com`,
  password: 'showing-pass-123',
  phone: '5125550177',
  brokerOfficeName: 'Austin South',
};
const showing = {
  repairs: 'The water heater is leaking and the roof has missing shingles',
  updates: 'Paint the living room',
  address: '1208 Barton Hills Dr, Austin, TX 78704',
  listPrice: '$525,000',
  clientName: 'Sam Carter',
  clientEmail: 'sam.carter@example.com',
  clientPhone: '512-555-0188',
};
const editedSummary = `Replace the water heater and repair the roof before closing (edited ${runId}).`;

let browser;
let page;
let step = 0;

async function snap(name) {
  step += 1;
  await settle(page);
  await page.screenshot({ path: screenshotPath(`showing-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(page, name);
}

/** Waits for a toast with this title (and description, when given). */
async function expectToast(title, description) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await toast.waitFor();
  if (description) assert.match(await toast.innerText(), new RegExp(description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

const field = (name) => page.getByRole('textbox', { name, exact: true });
const mainButton = () => page.getByRole('button', { name: /^Generate (Final )?Report$/ });
const moneyRange = /\$[\d,]+ – \$[\d,]+/;
/**
 * The entries of a report's item section, its total last: the rows of its table on a desktop, the
 * cards of its list on a phone (both named after the section).
 */
const itemsOf = (section) => page.getByRole(phone ? 'list' : 'table', { name: section }).getByRole(phone ? 'listitem' : 'row');

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  const health = await fetch(`${baseUrl}/api/user`).catch((error) => error);
  assert.ok(!(health instanceof Error), `The server at ${baseUrl} is not reachable (${health?.message}). Start it or set E2E_BASE_URL.`);

  browser = await launchBrowser();
  page = await openPage(browser);
});

after(async () => {
  // The browser closes first: a failed check must not leave it running (and the run waiting).
  await browser?.close();
  if (page) expectEveryScreenChecked(page);
});

test('an agent records a showing, generates its report and edits the summary', async (t) => {
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
      await expectToast('Registration successful');
      await page.waitForURL((url) => url.pathname === '/pricing');
    });

    await t.test('"Skip to content" shows to the keyboard only, and leads to the page', async () => {
      await navigateTo(page, 'New Showing');
      const heading = page.getByRole('heading', { level: 1, name: 'New Property Showing' });
      await heading.waitFor();
      // Out of sight after following the navigation (navigateTo checks); the first Tab of a
      // freshly loaded page reaches it and draws it on the screen.
      await page.reload();
      await heading.waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      assert.ok(await skip.evaluate((link) => link === document.activeElement && link.matches(':focus-visible')), 'the first Tab reaches "Skip to content"');
      const box = await skipLinkBox(page);
      assert.ok(box.width > 40 && box.height > 20 && box.y >= 0 && box.x >= 0, `"Skip to content" is drawn on the screen when the keyboard reaches it (${JSON.stringify(box)})`);
      await page.keyboard.press('Enter');
      assert.ok(await page.getByRole('main').evaluate((main) => main === document.activeElement), 'Enter moves focus to the main content');
      const hidden = await skipLinkBox(page);
      assert.ok(hidden.width <= 1 && hidden.height <= 1, '"Skip to content" is out of sight again once left');
    });

    await t.test('press 1: type the notes, then the property, agent and client sections appear', async () => {
      await page.getByRole('heading', { level: 1, name: 'New Property Showing' }).waitFor();
      assert.equal(await page.getByRole('region', { name: 'Property Information' }).count(), 0);
      await field('Repairs Needed').fill(showing.repairs);
      await field('Updates Wanted').fill(showing.updates);
      await snap('notes');

      await mainButton().click();
      await page.getByRole('region', { name: 'Property Information' }).waitFor();
      await page.getByRole('region', { name: 'Client Information' }).waitFor();
      assert.equal(await field('Agent Name').inputValue(), `${account.firstName} ${account.lastName}`);
      assert.equal(await field('Agent Email').inputValue(), account.email);
      assert.equal(await field('Agent Phone').inputValue(), account.phone);
      assert.equal(await mainButton().innerText(), 'Generate Report');
    });

    await t.test('press 2: fill the details, then review the notes', async () => {
      await field('Property Address').fill(showing.address);
      await field('List Price').fill(showing.listPrice);
      await field('Client Name').fill(showing.clientName);
      await field('Client Email').fill(showing.clientEmail);
      await field('Client Phone').fill(showing.clientPhone);
      await snap('details');

      await mainButton().click();
      await page.getByRole('region', { name: 'Review & Edit Repairs/Updates' }).waitFor();
      assert.equal(await field('Repairs Needed (final)').inputValue(), showing.repairs);
      assert.equal(await field('Updates Wanted (final)').inputValue(), showing.updates);
      assert.equal(await mainButton().innerText(), 'Generate Final Report');
      await snap('review');
    });

    await t.test('press 3: generate, see the success message and the new report; the dashboard counts it', async () => {
      await mainButton().click();
      await expectToast('Report Generated Successfully!');
      await snap('generated');
      await page.waitForURL((url) => /^\/reports\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: showing.address }).waitFor();
      await page.goto(`${baseUrl}/dashboard`);
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      await activity.getByText(showing.address).waitFor();
      await activity.getByText('completed').waitFor();
      await page.getByRole('region', { name: 'Reports Generated' }).getByText('1', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Reports Used' }).getByText('1 of 1').waitFor();
      await snap('dashboard');
    });

    await t.test('open the report from the gallery: repairs with cost ranges and the investment summary', async () => {
      await page.getByRole('tab', { name: 'Reports' }).click();
      const card = page.getByRole('article', { name: showing.address });
      await card.getByText('Draft').waitFor();
      await card.getByText(showing.clientName).waitFor();
      await snap('reports-gallery');
      await card.getByRole('link', { name: 'View' }).click();

      await page.getByRole('heading', { level: 1, name: showing.address }).waitFor();
      await page.getByText(`Report for ${showing.clientName}`).waitFor();
      const repairs = itemsOf('Required Repairs');
      const heater = repairs.filter({ hasText: /water heater/i }).first();
      assert.match(await heater.innerText(), moneyRange);
      const roof = repairs.filter({ hasText: /roof/i }).first();
      assert.match(await roof.innerText(), moneyRange);
      assert.match(await repairs.filter({ hasText: 'Total Repairs' }).innerText(), moneyRange);
      await itemsOf('Desired Upgrades').filter({ hasText: /paint/i }).first().waitFor();
      await page.getByRole('region', { name: 'Investment Summary' }).getByText('$525,000').waitFor();
      // This agent has not opened the link emailed to their address yet: sending is off and says
      // why (the delivery journey confirms the address and sends).
      const send = page.getByRole('button', { name: 'Send Report to Buyer' });
      await page.getByText(`Confirm your email address first: buyers reply to it. Open the link we sent to ${account.email}.`).waitFor();
      assert.equal(await send.isDisabled(), true);
      await snap('report');
    });

    await t.test('edit the summary, save it, and find it saved after a reload', async () => {
      const summary = page.getByRole('region', { name: 'Summary' });
      await summary.getByRole('button', { name: 'Edit' }).click();
      await summary.getByRole('textbox', { name: 'Summary' }).fill(editedSummary);
      await snap('summary-editing');
      await summary.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast('Summary Updated');
      await summary.getByText(editedSummary).waitFor();

      await page.reload();
      await page.getByRole('region', { name: 'Summary' }).getByText(editedSummary).waitFor();
      await snap('summary-saved-after-reload');
    });
  } catch (error) {
    await page?.screenshot({ path: screenshotPath('showing-failure'), fullPage: true }).catch(() => {});
    throw error;
  }
});
