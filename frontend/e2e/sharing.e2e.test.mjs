// End-to-end: the agent shares a report with the client through a link; the client opens it on a
// phone with no account, downloads the PDF and sends a repair request; the agent sees the request
// and downloads it as a PDF and CSV, sees the link was opened and withdraws it, and the link then
// explains that it no longer works — against the real server (no mocks).
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Screenshots land in e2e/screenshots/ (git-ignored), prefixed "sharing-".
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { baseUrl, cameraPhoto, checkAccessibility, describeFailures, expectEveryScreenChecked, launchBrowser, openPage, screenshotPath, screenshots } from './support/browser.mjs';

const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Sasha',
  lastName: 'Sharer',
  email: `e2e-sharing-${runId}@example.com`,
  password: 'sharing-pass-123',
  phone: '5125550177',
  brokerOfficeName: 'Austin South',
};
const address = `${runId.slice(-4)} Manchaca Rd, Austin, TX 78704`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser;
let page;
let client;
let step = 0;

async function snap(on, name) {
  step += 1;
  await on.screenshot({ path: screenshotPath(`sharing-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(on, name);
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
  page = await openPage(browser);
  // The client: a phone with no session at all.
  client = await openPage(browser, PHONE);
});

after(async () => {
  await browser?.close();
  if (page) expectEveryScreenChecked(page);
  if (client) expectEveryScreenChecked(client);
});

/** A call to the API from the agent's browser (its session cookie goes along). */
async function agentCall(method, path, data) {
  const response = await page.request.fetch(`${baseUrl}${path}`, { method, data, headers: { Origin: baseUrl } });
  assert.ok(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

test('an agent shares a report with the client, who reads it on a phone with no account', async (t) => {
  describeFailures(t, () => page);
  let showingId;
  let link;

  await t.test('register, and a showing with its report', async () => {
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
    const showing = await agentCall('POST', '/api/showings', {
      propertyAddress: address,
      listPrice: 489000,
      clientName: 'Riley Buyer',
      clientEmail: `riley.${runId}@example.com`,
      repairsNeeded: 'The water heater is leaking and the roof has missing shingles',
      updatesWanted: 'Paint the living room',
    });
    showingId = showing.id;
    const report = await agentCall('POST', `/api/showings/${showingId}/generate-report`);
    // A photo of the water heater, attached to its item.
    const upload = await page.request.post(`${baseUrl}/api/showings/${showingId}/photos`, {
      multipart: { photo: await cameraPhoto(page, 'Heater', 20) },
      headers: { Origin: baseUrl },
    });
    assert.equal(upload.status(), 201, await upload.text());
    const [stored] = (await upload.json()).photos;
    const heater = report.content.repairs.find((item) => /water heater/i.test(item.description));
    await agentCall('PATCH', `/api/showings/${showingId}/photos/${stored.id}`, { caption: 'Rust at the base', reportItemId: heater.id });
  });

  await t.test('the agent makes a link on the report page', async () => {
    await page.goto(`${baseUrl}/reports/${showingId}`);
    await page.getByRole('heading', { level: 1, name: address }).waitFor();
    const card = page.getByRole('region', { name: 'Share With Client' });
    await card.getByText('No links yet.').waitFor();
    await card.getByRole('combobox', { name: 'Link works for' }).click();
    await page.getByRole('option', { name: '7 days' }).click();
    await card.getByRole('button', { name: 'Create link' }).click();
    const box = card.getByRole('textbox', { name: 'Link for the client' });
    await box.waitFor();
    link = await box.inputValue();
    assert.match(link, new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/r/[0-9a-f]{64}$`));
    await card.getByText(/Open until .* · not opened yet/).waitFor();
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'link-made');
  });

  await t.test('the client opens it on a phone: the report, read-only, with the PDF', async () => {
    const response = await client.goto(link);
    assert.equal(response.headers()['referrer-policy'], 'no-referrer');
    assert.match(response.headers()['x-robots-tag'] ?? '', /noindex/);
    await client.getByRole('heading', { level: 1, name: address }).waitFor();
    await client.getByText('Prepared for Riley Buyer').waitFor();
    await client.getByRole('region', { name: 'Your agent' }).getByText('Sasha Sharer').waitFor();
    assert.equal(await client.getByRole('button', { name: /edit|remove|add item/i }).count(), 0, 'nothing to edit');
    // The photo is beside its item, through the link.
    const photos = client.getByRole('list', { name: /^Photos of .*water heater/i });
    await photos.getByRole('button', { name: /Rust at the base/ }).waitFor();
    const thumbnail = photos.locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    const loaded = await thumbnail.evaluate((img) =>
      img.complete
        ? img.naturalWidth > 0
        : new Promise((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth > 0));
            img.addEventListener('error', () => resolve(false));
          }),
    );
    assert.ok(loaded, 'the thumbnail loads through the link');
    const overflow = await client.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.ok(overflow <= 0, `the page fits the phone (it overflows by ${overflow}px)`);
    await snap(client, 'client-phone');

    const pdfHref = await client.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await client.request.get(`${baseUrl}${pdfHref}`);
    assert.equal(pdf.status(), 200);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assert.equal((await pdf.body()).subarray(0, 4).toString(), '%PDF');
  });

  await t.test('the client ticks two items, asks for a credit on one, and sends the list to the agent', async () => {
    const card = client.getByRole('region', { name: 'Repair Request' });
    await card.scrollIntoViewIfNeeded();
    const heater = card.getByRole('group', { name: /water heater/i });
    const roof = card.getByRole('group', { name: /roof|shingle/i }).first();
    await heater.getByRole('checkbox').check();
    await heater.getByRole('button', { name: 'Credit' }).click();
    await heater.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await heater.getByRole('textbox', { name: 'Note' }).fill('Replace before closing, please');
    await roof.getByRole('checkbox').check();
    await card.getByRole('button', { name: 'Send to My Agent' }).click();
    await card.getByText('Sent to your agent.').waitFor();
    // The totals are the server's: the credit, and what the roof repair is worth.
    const credits = await card.getByText('Credits requested', { exact: true }).locator('xpath=following-sibling::*[1]').innerText();
    assert.equal(credits, '$1,500');
    const offer = client.getByRole('region', { name: 'Offer Numbers' });
    const effective = await offer.getByText('Effective price', { exact: true }).locator('xpath=following-sibling::*[1]').innerText();
    assert.equal(effective, '$487,500', 'the list price less the credit');
    const overflow = await client.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.ok(overflow <= 0, `the list fits the phone (it overflows by ${overflow}px)`);
    await snap(client, 'client-request');
  });

  await t.test("the agent sees the client's list on the report page and downloads the request PDF", async () => {
    await page.reload();
    const card = page.getByRole('region', { name: 'Repair Request' });
    await card.getByText(/2 items · saved by the client/).waitFor();
    assert.ok(await card.getByRole('group', { name: /water heater/i }).getByRole('checkbox').isChecked());
    assert.equal(await card.getByRole('group', { name: /water heater/i }).getByRole('textbox', { name: 'Note' }).inputValue(), 'Replace before closing, please');
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'agent-request');
    const pdfHref = await card.getByRole('link', { name: 'Request PDF' }).getAttribute('href');
    const pdf = await page.request.get(`${baseUrl}${pdfHref}`);
    assert.equal(pdf.status(), 200);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assert.match(pdf.headers()['content-disposition'] ?? '', /repair-request-.*\.pdf/);
    assert.equal((await pdf.body()).subarray(0, 4).toString(), '%PDF');
    const csv = await page.request.get(`${baseUrl}${await card.getByRole('link', { name: 'CSV' }).getAttribute('href')}`);
    assert.equal(csv.status(), 200);
    const rows = (await csv.text()).trim().split('\n');
    assert.equal(rows.length, 5, 'a header, two items and two totals');
    assert.match(rows[3], /^Total credits requested,,,,1500\.00/);
  });

  await t.test('the agent sees it was opened and withdraws it; the link then says so', async () => {
    await page.reload();
    const card = page.getByRole('region', { name: 'Share With Client' });
    await card.getByText(/Open until .* · last opened/).waitFor();
    await card.getByRole('button', { name: /Withdraw the link/ }).click();
    await card.getByText(/^Withdrawn · last opened/).waitFor();

    await client.reload();
    await client.getByRole('heading', { name: 'This link does not open a report' }).waitFor();
    await snap(client, 'client-withdrawn');
  });
});
