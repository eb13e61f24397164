// End-to-end: the privacy policy, terms and contact pages reached from the footers, and the
// Elite plan's analytics computed from the agent's own report, against the real server (sandbox
// payments, no mocks), at desktop (1280 × 800) and phone (390 × 844) sizes.
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Screenshots land in e2e/screenshots/ (git-ignored), prefixed "legal-".
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const baseUrl = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const screenshots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Elena',
  lastName: 'Elite',
  email: `e2e-elite-${runId}@example.com`,
  password: 'elite-pass-123',
  phone: '5125550177',
  brokerOfficeName: 'Austin Central',
};

let browser;

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  const health = await fetch(`${baseUrl}/api/billing/config`).catch((error) => error);
  assert.ok(!(health instanceof Error), `The server at ${baseUrl} is not reachable (${health?.message}). Start it or set E2E_BASE_URL.`);
  assert.equal((await health.json()).mode, 'sandbox', 'This suite buys the Elite plan in sandbox mode.');
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});

after(async () => {
  await browser?.close();
});

async function newPage(size) {
  const { viewport, isMobile = false, hasTouch = false } = size;
  const page = await browser.newPage({ viewport, isMobile, hasTouch });
  page.setDefaultTimeout(15_000);
  return page;
}

/** The page is no wider than the screen: nothing to scroll sideways on a phone. */
async function assertNoSidewaysScroll(page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
}

test('search engines may index the public pages and are kept out of the API and the signed-in screens', async () => {
  const response = await fetch(`${baseUrl}/robots.txt`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
  const rules = (await response.text()).split('\n').map((line) => line.trim());
  assert.ok(rules.includes('User-agent: *'));
  for (const path of ['/api/', '/dashboard', '/new-showing', '/reports/']) assert.ok(rules.includes(`Disallow: ${path}`), `robots.txt keeps crawlers out of ${path}`);
  assert.ok(!rules.includes('Disallow: /'), 'the landing page stays open to search engines');
});

for (const size of sizes) {
  test(`the policies and contact page are reached from the landing page footer (${size.name})`, async () => {
    const page = await newPage(size);
    const shot = (name) => page.screenshot({ path: join(screenshots, `legal-${size.name}-${name}.png`), fullPage: true });
    try {
      const pages = [
        { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy · Showscribe' },
        { link: 'Terms of Service', path: '/terms', heading: 'Terms of Service', title: 'Terms of Service · Showscribe' },
        { link: 'Contact & Support', path: '/contact', heading: 'Contact & Support', title: 'Contact & Support · Showscribe' },
      ];
      for (const target of pages) {
        await page.goto(`${baseUrl}/`);
        const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
        await legal.getByRole('link', { name: target.link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === target.path);
        await page.getByRole('heading', { level: 1, name: target.heading, exact: true }).waitFor();
        assert.equal(await page.title(), target.title);
        await assertNoSidewaysScroll(page);
        await shot(target.path.slice(1));
      }
      // The contact page names the configured support address and the priority plans.
      await page.getByRole('link', { name: 'Write to support' }).waitFor();
      assert.match(await page.getByRole('link', { name: 'Write to support' }).getAttribute('href'), /^mailto:.+@.+/);
      await page.getByText(/Priority support \(Pro and Elite plans\):/).waitFor();

      // Registration links to both policies.
      await page.goto(`${baseUrl}/auth?tab=register`);
      const consent = page.getByText(/By creating an account you agree to the/);
      await consent.getByRole('link', { name: 'Terms', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    } catch (error) {
      await shot('failure').catch(() => {});
      throw error;
    } finally {
      await page.close();
    }
  });
}

test('an Elite agent sees analytics computed from their own report', async (t) => {
  const page = await newPage(sizes[0]);
  const shot = (name) => page.screenshot({ path: join(screenshots, `legal-analytics-${name}.png`), fullPage: true });
  try {
    await t.test('register for Elite and pay in the sandbox', async () => {
      await page.goto(`${baseUrl}/auth?plan=elite`);
      await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
      await page.getByLabel(/^First Name/).fill(account.firstName);
      await page.getByLabel(/^Last Name/).fill(account.lastName);
      await page.getByLabel(/^Email/).fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await page.getByLabel(/^Phone/).fill(account.phone);
      await page.getByLabel(/^Broker Office Name/).fill(account.brokerOfficeName);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/subscribe' && url.searchParams.get('plan') === 'elite');
      const sandbox = page.getByRole('region', { name: 'Test mode — confirm payment' });
      await sandbox.getByRole('button', { name: 'Confirm test payment' }).click();
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    });

    await t.test('before any report, the analytics say there is nothing yet', async () => {
      await page.goto(`${baseUrl}/dashboard?tab=analytics`);
      await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
      const reports = page.getByRole('region', { name: 'Reports (12 months)' });
      await reports.getByText('0', { exact: true }).waitFor();
      await page.getByText('No findings yet.').waitFor();
    });

    await t.test('one generated report shows up in every figure', async () => {
      const created = await page.request.post(`${baseUrl}/api/showings`, {
        data: {
          propertyAddress: '1200 Congress Ave, Austin, TX 78701',
          clientName: 'Robin Buyer',
          clientEmail: 'robin@example.com',
          repairsNeeded: 'The roof has missing shingles and the water heater is leaking.',
          updatesWanted: 'Paint the living room.',
        },
      });
      assert.equal(created.status(), 201, await created.text());
      const { id } = await created.json();
      const generated = await page.request.post(`${baseUrl}/api/showings/${id}/generate-report`);
      assert.equal(generated.status(), 201, await generated.text());

      await page.goto(`${baseUrl}/dashboard?tab=analytics`);
      await page.getByRole('region', { name: 'Reports (12 months)' }).getByText('1', { exact: true }).waitFor();
      const average = page.getByRole('region', { name: 'Average repair total' });
      await average.getByText(/^\$[\d,]+$/).waitFor();
      const months = page.getByRole('list', { name: 'Reports per month' }).getByRole('listitem');
      assert.equal(await months.count(), 12);
      assert.match(await months.nth(11).getAttribute('aria-label'), /: 1 report$/);
      const findings = page.getByRole('region', { name: 'Most common findings' }).getByRole('listitem');
      assert.ok((await findings.count()) >= 2, 'the roof and the water heater are among the findings');
      await findings.first().getByText('1 of 1').waitFor();
      await shot('desktop');

      await page.setViewportSize(sizes[1].viewport);
      await page.reload();
      await page.getByRole('region', { name: 'Reports (12 months)' }).waitFor();
      await assertNoSidewaysScroll(page);
      await shot('phone');
    });
  } catch (error) {
    await shot('failure').catch(() => {});
    throw error;
  } finally {
    await page.close();
  }
});
