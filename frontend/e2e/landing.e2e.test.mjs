/* global window */
// End-to-end: the landing page a visitor gets is the one rendered at build time. It shows the
// server's plans, runs no app script, and works with script turned off entirely (links, the
// questions, the section menu on a phone); a signed-in browser opening `/` gets the app instead.
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Screenshots land in e2e/screenshots/ (git-ignored), named "landing-…".
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { baseUrl, checkAccessibility, expectEveryScreenChecked, launchBrowser, openPage, phone, screenshotPath, settle } from './support/browser.mjs';

let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('a visitor gets the landing page as HTML, with the server plans and no app script', async () => {
  const [landing, plans] = await Promise.all([fetch(`${baseUrl}/`), fetch(`${baseUrl}/api/plans`).then((r) => r.json())]);
  assert.equal(landing.status, 200);
  assert.match(landing.headers.get('vary') ?? '', /\bCookie\b/);
  const html = await landing.text();
  assert.match(html, /<h1[^>]*id="hero-title"[^>]*>Turn every showing into a/);
  // Every price the server sells is in the page as sent.
  for (const plan of plans.plans) {
    assert.ok(html.includes(`$${(plan.priceCents / 100).toFixed(2)}`), `${plan.name}'s price is in the page`);
    assert.ok(html.includes(`aria-label="${plan.name} plan"`), `${plan.name}'s card is in the page`);
  }
  // Its one script is the small landing script, not the app.
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(scripts.length, 1, `scripts: ${scripts.join(', ')}`);
  assert.match(scripts[0], /^\/assets\/landing-[\w-]+\.js$/);
  const script = await fetch(`${baseUrl}${scripts[0]}`).then((r) => r.text());
  assert.ok(script.length < 2_000, `the landing script is ${script.length} bytes`);
  // The app's shell (the empty root and the app's entry) is what `/` gives a browser with a session.
  const app = await fetch(`${baseUrl}/`, { headers: { cookie: 'showscribe_session=anything' } }).then((r) => r.text());
  assert.match(app, /<div id="root"><\/div>/);
});

test('the landing page works with script turned off', async () => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  try {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Turn every showing into a/ }).waitFor();
    assert.equal(await page.title(), 'Voice notes to showing reports · Showscribe');
    const pricing = page.getByRole('region', { name: 'Simple, transparent pricing' });
    await pricing.getByRole('article', { name: 'Pro plan' }).getByText('$49.99').waitFor();

    // The questions open and close as native disclosures; the first is open.
    const faq = page.getByRole('region', { name: 'Questions about extra reports' });
    await faq.getByText(/extra reports at any time/).waitFor();
    const trial = faq.getByText('Can I try Showscribe for free?');
    await trial.click();
    await faq.getByText(/do not need a credit card to sign up/).waitFor();
    await trial.click();
    await faq.getByText(/do not need a credit card to sign up/).waitFor({ state: 'hidden' });

    if (phone) {
      // The section menu is a native popover: it opens and closes with no script.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Pricing' }).waitFor();
      await page.screenshot({ path: screenshotPath('landing-no-script-menu') });
      await page.getByRole('button', { name: 'Close menu' }).click();
      await menu.waitFor({ state: 'hidden' });
    }
    await page.screenshot({ path: screenshotPath('landing-no-script'), fullPage: true });

    // Get Started is a plain link to registration, where the app takes over.
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'register');
  } finally {
    await page.close();
  }
});

test('the landing page as a visitor uses it: accessible, the menu closes on a section link, and on to registration', async () => {
  const page = await openPage(browser);
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  try {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Turn every showing into a/ }).waitFor();
    await checkAccessibility(page, 'landing');
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.waitFor();
      await settle(page);
      await checkAccessibility(page, 'landing menu');
      await page.screenshot({ path: screenshotPath('landing-menu') });
      await menu.getByRole('link', { name: 'Pricing' }).click();
      // The landing script closes the menu, so the pricing it scrolled to is not under it.
      await menu.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => window.location.hash === '#pricing');
    }
    await page.screenshot({ path: screenshotPath('landing'), fullPage: true });
    await page.getByRole('region', { name: 'Simple, transparent pricing' }).getByRole('link', { name: 'Choose Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('plan') === 'pro');
    await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
    await checkAccessibility(page, 'registration');
    assert.deepEqual(errors, []);
    expectEveryScreenChecked(page);
  } finally {
    await page.close();
  }
});
