// End-to-end: an agent registers for a plan, activates it with the test coupon, then buys an
// add-on pack through the sandbox payment step, against the real server (no mocks). The server
// must run its payments in sandbox mode (the default without a provider key).
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Screenshots of every step land in e2e/screenshots/ (git-ignored), prefixed "billing-".
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { baseUrl, checkAccessibility, expectEveryScreenChecked, launchBrowser, navigateTo, openPage, screenshotPath, screenshots, describeFailures } from './support/browser.mjs';


const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Blake',
  lastName: 'Billing',
  email: `e2e-billing-${runId}@example.com`,
  password: 'billing-pass-123',
  phone: '5125550166',
  brokerOfficeName: 'Austin North',
};

let browser;
let page;
let step = 0;

async function snap(name) {
  step += 1;
  await page.screenshot({ path: screenshotPath(`billing-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(page, name);
}

/** Waits for a toast with this title (and description, when given). */
async function expectToast(title, description) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await toast.waitFor();
  if (description) assert.match(await toast.innerText(), new RegExp(description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** The dashboard's Billing tab, freshly loaded. */
async function openBillingTab() {
  await page.goto(`${baseUrl}/dashboard?tab=billing`);
  const current = page.getByRole('region', { name: 'Current Plan' });
  await current.waitFor();
  return current;
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  const health = await fetch(`${baseUrl}/api/billing/config`).catch((error) => error);
  assert.ok(!(health instanceof Error), `The server at ${baseUrl} is not reachable (${health?.message}). Start it or set E2E_BASE_URL.`);
  const config = await health.json();
  assert.equal(config.mode, 'sandbox', 'The billing suite needs the server to take payments in sandbox mode.');

  browser = await launchBrowser();
  page = await openPage(browser);
});

after(async () => {
  // The browser closes first: a failed check must not leave it running (and the run waiting).
  await browser?.close();
  if (page) expectEveryScreenChecked(page);
});

test('an agent subscribes with the test coupon and buys an add-on pack', async (t) => {
  describeFailures(t, () => page);
  try {
    await t.test('register for the Essential plan', async () => {
      await page.goto(`${baseUrl}/auth?plan=essential`);
      await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
      await page.getByText('Selected plan: Essential').waitFor();
      await page.getByLabel(/^First Name/).fill(account.firstName);
      await page.getByLabel(/^Last Name/).fill(account.lastName);
      await page.getByLabel(/^Email/).fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await page.getByLabel(/^Phone/).fill(account.phone);
      await page.getByLabel(/^Broker Office Name/).fill(account.brokerOfficeName);
      await snap('register-essential');
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expectToast('Registration successful', `Welcome ${account.firstName}!`);
      await page.waitForURL((url) => url.pathname === '/subscribe' && url.searchParams.get('plan') === 'essential');
      await page.getByRole('heading', { level: 1, name: 'Subscribe to Essential' }).waitFor();
      await page.getByRole('region', { name: 'Test mode — confirm payment' }).waitFor();
      await snap('checkout');
    });

    await t.test('a discount coupon shows the first payment it leaves', async () => {
      // The sandbox's WELCOME20 takes 20% off Essential's $19.99.
      await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME20');
      const terms = page.getByRole('region', { name: 'Payment Details' });
      await terms.getByText('$15.99 today with coupon WELCOME20, then $19.99 a month.', { exact: false }).waitFor();
      await snap('discount-coupon');
      await page.getByRole('textbox', { name: 'Coupon code' }).fill('');
    });

    await t.test('the test coupon activates the plan without a payment, once asked to', async () => {
      // Typing checks the code 500 ms after the last key and says what it does; nothing starts yet.
      await page.getByRole('textbox', { name: 'Coupon code' }).fill('TEST100OFF');
      const offer = page.getByText(/TEST100OFF takes the whole price off/);
      await offer.waitFor();
      await snap('test-coupon-offer');
      await page.waitForTimeout(1_000);
      assert.equal(await page.getByRole('heading', { name: 'Free Subscription Activated' }).count(), 0);
      await page.getByRole('button', { name: 'Start Free Plan' }).click();
      await expectToast('Free Subscription Activated', '100% discount applied!');
      await page.getByRole('heading', { name: 'Free Subscription Activated' }).waitFor();
      await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
      await snap('free-subscription');
      await page.waitForURL((url) => url.pathname === '/dashboard');
    });

    await t.test('the billing tab shows the Essential allowance', async () => {
      const current = await openBillingTab();
      await current.getByText('Essential', { exact: true }).waitFor();
      await current.getByText('active', { exact: true }).waitFor();
      await current.getByText('0 of 10 used').waitFor();
      await current.getByRole('group', { name: 'Reports available' }).getByText('10 reports available').waitFor();
      await current.getByRole('button', { name: 'Manage Subscription' }).waitFor();
      await snap('billing-essential');
    });

    await t.test('buy a 10-report pack on the pricing screen', async () => {
      await navigateTo(page, 'Pricing');
      const packs = page.getByRole('region', { name: 'Need More Reports?' });
      await packs.waitFor();
      const ten = packs.getByRole('article', { name: '10 additional reports' });
      await ten.getByText('$20.00').waitFor();
      await ten.getByText('$2.00 per report').waitFor();
      await snap('pricing-packs');
      await ten.getByRole('button', { name: 'Buy 10 reports' }).click();

      const dialog = page.getByRole('dialog', { name: 'Buy 10 reports' });
      await dialog.getByRole('region', { name: 'Test mode — confirm payment' }).waitFor();
      await snap('pack-payment');
      await dialog.getByRole('button', { name: 'Confirm test payment' }).click();
      await expectToast('Reports Added', '10 reports were added');
      await dialog.waitFor({ state: 'hidden' });
      await snap('reports-added');
    });

    await t.test('the billing tab counts the pack', async () => {
      const current = await openBillingTab();
      const available = current.getByRole('group', { name: 'Reports available' });
      await available.getByText('20 reports available').waitFor();
      await available.getByText(/Including 10 add-on reports/).waitFor();
      await current.getByText('0 of 20 used').waitFor();
      await snap('billing-with-pack');
    });
  } catch (error) {
    await page?.screenshot({ path: screenshotPath('billing-failure'), fullPage: true }).catch(() => {});
    throw error;
  }
});
