// End-to-end: delivering a report — the agent's logo, the PDF and the email to the buyer — against
// the real server (no mocks).
//   E2E_BASE_URL=http://127.0.0.1:8080 E2E_DATA_DIR=<the server's data folder> npm run e2e
// The outbox check reads `$E2E_DATA_DIR/outbox/*.eml` (scripts/e2e.sh sets it); without it that
// step is skipped. Needs `pdftotext`, `pdfimages` and `pdftoppm` (poppler-utils). Screenshots land in
// e2e/screenshots/ (git-ignored), prefixed "delivery-".
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';

import { baseUrl, checkAccessibility, expectEveryScreenChecked, launchBrowser, navigateTo, openPage, screenshotPath, screenshots, describeFailures } from './support/browser.mjs';

import { CHECK_SUBJECT, waitForLink } from './support/outbox.mjs';

const dataDir = process.env.E2E_DATA_DIR;

const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Dana',
  lastName: 'Delivery',
  email: `e2e-delivery-${runId}@example.com`,
  password: 'delivery-pass-123',
  phone: '5125550166',
  brokerOfficeName: 'Austin North',
};
const showing = {
  repairs: 'The water heater is leaking and two kitchen outlets are not GFCI',
  updates: 'Paint the living room',
  // A run-specific house number, so this run's PDF and email are told apart from any other.
  address: `${runId.slice(-5)} Shoal Creek Blvd, Austin, TX 78757`,
  listPrice: '$489,000',
  clientName: 'Jordan Buyer',
  clientEmail: `jordan.buyer.${runId}@example.com`,
  clientPhone: '512-555-0144',
};

let browser;
let page;
let step = 0;
let work;

async function snap(name) {
  step += 1;
  await page.screenshot({ path: screenshotPath(`delivery-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
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
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/** A small but real PNG (a white house on a teal tile), written byte by byte. */
function logoPng(size = 64) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const roof = v >= 0.2 && v < 0.5 && Math.abs(u - 0.5) <= (v - 0.2) * 1.2;
      const walls = v >= 0.5 && v < 0.8 && u >= 0.28 && u < 0.72 && !(u >= 0.44 && u < 0.56 && v >= 0.62);
      const [r, g, b] = roof || walls ? [255, 255, 255] : [15, 118, 110];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** True once the <img> has really loaded (a broken logo address would leave it at 0 width). */
const imageLoaded = (locator) => locator.evaluate((img) => img.complete && img.naturalWidth > 0);

/** Headers of an .eml with folded lines joined, then the whole message. */
function readEml(path) {
  const raw = readFileSync(path, 'utf8');
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  return { headers, raw };
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'showscribe-delivery-'));
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

test('an agent adds a logo, downloads the report PDF and sends it to the buyer', async (t) => {
  describeFailures(t, () => page);
  const files = {};
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

    await t.test('the banner asks to confirm the address, and the emailed link confirms it', async () => {
      assert.ok(dataDir, 'E2E_DATA_DIR is set: the outbox holds the link (reports go out only from a confirmed address)');
      await page.goto(`${baseUrl}/dashboard`);
      const banner = page.getByRole('status').filter({ hasText: 'Please confirm your email address' });
      await banner.waitFor();
      assert.match(await banner.innerText(), new RegExp(account.email.replace(/[.+]/g, '\\$&')));
      await snap('address-unconfirmed');
      const link = await waitForLink(dataDir, { to: account.email, subject: CHECK_SUBJECT, path: '/verify-email' });
      assert.ok(link, 'the confirmation email with its link is in the outbox');
      assert.ok(link.startsWith(`${baseUrl}/verify-email?token=`), `the link opens this app: ${link}`);
      await page.goto(link);
      await page.getByText(`${account.email} is confirmed. Your reports can now be sent to buyers.`).waitFor();
      await snap('address-confirmed');
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(await page.getByText('Please confirm your email address').count(), 0, 'the banner is gone');
    });

    await t.test('upload a logo on the profile tab', async () => {
      files.logo = join(work, 'dana-delivery-logo.png');
      writeFileSync(files.logo, logoPng());
      await page.goto(`${baseUrl}/dashboard?tab=profile`);
      const card = page.getByRole('region', { name: 'Company Logo' });
      await card.getByText('No logo uploaded yet').waitFor();

      await card.getByLabel('Upload company logo').setInputFiles(files.logo);
      await expectToast('Logo Updated');
      const logo = card.getByRole('img', { name: 'Company logo' });
      await logo.waitFor();
      assert.match(await logo.getAttribute('src'), /^\/api\/user\/logo\?v=\d+$/);
      await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await logo.elementHandle());
      assert.equal(await logo.evaluate((img) => img.naturalWidth), 64);
      await card.getByRole('button', { name: 'Remove' }).waitFor();
      await snap('logo-uploaded');
    });

    await t.test('a file that only pretends to be a PNG is refused by the server and the logo stays', async () => {
      const card = page.getByRole('region', { name: 'Company Logo' });
      const before = await card.getByRole('img', { name: 'Company logo' }).getAttribute('src');

      // The name and type say PNG, so only the server (which reads the content) can refuse it.
      const fake = Buffer.from('This is plain text, not an image.');
      await card.getByLabel('Upload company logo').setInputFiles({ name: 'not-really.png', mimeType: 'image/png', buffer: fake });
      await expectToast('Logo Upload Failed', 'The logo must be a PNG, JPEG or SVG image');
      const logo = card.getByRole('img', { name: 'Company logo' });
      assert.equal(await logo.getAttribute('src'), before);
      assert.ok(await imageLoaded(logo), 'the previous logo is still shown');
      await snap('logo-refused');
    });

    await t.test('record a showing with a client email and generate its report', async () => {
      await navigateTo(page, 'New Showing');
      await page.getByRole('heading', { level: 1, name: 'New Property Showing' }).waitFor();
      await checkAccessibility(page, 'new-showing');
      await field('Repairs Needed').fill(showing.repairs);
      await field('Updates Wanted').fill(showing.updates);
      await mainButton().click();

      await field('Property Address').fill(showing.address);
      await field('List Price').fill(showing.listPrice);
      await field('Client Name').fill(showing.clientName);
      await field('Client Email').fill(showing.clientEmail);
      await field('Client Phone').fill(showing.clientPhone);
      await mainButton().click();
      await page.getByRole('region', { name: 'Review & Edit Repairs/Updates' }).waitFor();
      await mainButton().click();

      await expectToast('Report Generated Successfully!');
      // The new report opens 1.5 s later.
      await page.waitForURL((url) => /^\/reports\/\d+$/.test(url.pathname));
    });

    await t.test('the report card offers the PDF; the report detail offers Download PDF and Send', async () => {
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('tab', { name: 'Reports' }).click();
      const card = page.getByRole('article', { name: showing.address });
      await card.getByText('Draft').waitFor();
      assert.match(await card.getByRole('link', { name: 'Download PDF' }).getAttribute('href'), /^\/api\/showings\/\d+\/reports\/\d+\/pdf$/);
      await card.getByRole('link', { name: 'View' }).click();

      await page.getByRole('heading', { level: 1, name: showing.address }).waitFor();
      const send = page.getByRole('button', { name: 'Send Report to Buyer' });
      // Off until the page has read the showing's deliveries (none yet), then enabled.
      await page.waitForFunction((button) => !button.disabled, await send.elementHandle());
      await page.getByText(`To ${showing.clientEmail}, with a copy to you.`).waitFor();
      await page.getByText('Draft', { exact: true }).waitFor();
      await snap('report-ready');
    });

    await t.test('download the PDF: it is a PDF with the address and the logo in it', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      files.pdfName = download.suggestedFilename();
      assert.match(files.pdfName, /\.pdf$/);
      files.pdf = join(work, files.pdfName);
      await download.saveAs(files.pdf);

      const bytes = readFileSync(files.pdf);
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      const text = oneLine(execFileSync('pdftotext', [files.pdf, '-'], { encoding: 'utf8' }));
      assert.ok(text.includes(showing.address), `the PDF names the property (${showing.address})`);
      assert.ok(text.includes(showing.clientName), 'the PDF names the client');
      assert.ok(text.includes(`${account.firstName} ${account.lastName}`), 'the PDF names the agent');
      // pdfimages lists a header and a rule, then one line per embedded image: the logo.
      const images = execFileSync('pdfimages', ['-list', files.pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
      assert.ok(images.length >= 1, 'the uploaded logo is embedded in the PDF');
      // Its first page as a picture next to the screenshots, to look at.
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', files.pdf, join(screenshots, 'delivery-pdf-page-1')]);
    });

    await t.test('send the report: the confirmation, "Report Sent", then Sent and "Report Already Sent"', async () => {
      await page.getByRole('button', { name: 'Send Report to Buyer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send the report to the buyer?' });
      await dialog.getByText(`${showing.clientName} <${showing.clientEmail}>`, { exact: true }).waitFor();
      await dialog.getByText(`${account.firstName} ${account.lastName} <${account.email}>`, { exact: true }).waitFor();
      await dialog.getByText(files.pdfName, { exact: true }).waitFor();
      assert.match(await dialog.getByRole('region', { name: 'Message' }).innerText(), /Attached is the showing report/);
      await snap('send-confirmation');
      await dialog.getByRole('button', { name: 'Send' }).click();

      await expectToast('Report Sent', 'The report has been sent to the buyer successfully.');
      const sent = page.getByRole('button', { name: 'Report Already Sent' });
      await sent.waitFor();
      assert.ok(await sent.isDisabled());
      // The delivery worker sends it; the page follows the delivery until it reads "Sent {when}".
      await page.getByRole('status').filter({ hasText: /^Sent [A-Z][a-z]{2} \d{1,2}, \d{4}/ }).waitFor({ timeout: 30_000 });
      await page.getByText(`To ${showing.clientName} <${showing.clientEmail}>, with a copy to you`).waitFor();
      await page.getByText('Sent', { exact: true }).waitFor();
      assert.equal(await page.getByText('Draft', { exact: true }).count(), 0);
      await snap('report-sent');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: showing.address }).waitFor();
      assert.ok(await page.getByRole('button', { name: 'Report Already Sent' }).isDisabled());
      await page.getByText('Sent', { exact: true }).waitFor();
    });

    await t.test('the dashboard card says Email Sent', async () => {
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByRole('article', { name: showing.address }).getByText('Email Sent').waitFor();
      await snap('dashboard-email-sent');
    });

    await t.test('the message is in the outbox, to the client, with the PDF attached', async (sub) => {
      if (!dataDir) {
        sub.skip('E2E_DATA_DIR is not set, so the outbox cannot be read');
        return;
      }
      const outbox = join(dataDir, 'outbox');
      assert.ok(existsSync(outbox), `the outbox folder exists (${outbox})`);
      const messages = readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readEml(join(outbox, name)));
      const ours = messages.filter(({ raw }) => raw.includes(showing.clientEmail));
      assert.equal(ours.length, 1, `one message for ${showing.clientEmail} among ${messages.length}`);
      const [{ headers, raw }] = ours;

      assert.match(headers, new RegExp(`^To:.*${showing.clientEmail.replace(/\./g, '\\.')}`, 'im'));
      assert.match(headers, new RegExp(`^Reply-To:.*${account.email.replace(/[.+]/g, '\\$&')}`, 'im'));
      assert.match(raw, /^Content-Type: application\/pdf/im);
      assert.ok(raw.includes(files.pdfName), `the attachment is named ${files.pdfName}`);
    });
  } catch (error) {
    await page?.screenshot({ path: screenshotPath('delivery-failure'), fullPage: true }).catch(() => {});
    throw error;
  }
});
