// End-to-end: a showing with the home's facts and comparable sales (typed and imported from a CSV),
// its comparative market analysis on the report and in the PDF, then editing the comparables —
// against the real server (no mocks).
//   E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
// Needs `pdftotext` (poppler-utils). Screenshots land in e2e/screenshots/ (git-ignored), prefixed "cma-".
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { baseUrl, checkAccessibility, expectEveryScreenChecked, launchBrowser, navigateTo, openPage, phone, screenshotPath, screenshots, settle, describeFailures } from './support/browser.mjs';


const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Casey',
  lastName: 'Comparables',
  email: `e2e-cma-${runId}@example.com`,
  password: 'cma-pass-123',
  phone: '5125550155',
  brokerOfficeName: 'Austin West',
};
const showing = {
  repairs: 'The water heater is leaking and the roof has missing shingles',
  updates: 'Paint the living room',
  address: `${runId.slice(-4)} Barton Skyway, Austin, TX 78704`,
  listPrice: '525000',
  squareFeet: '1,700',
  bedrooms: '3',
  bathrooms: '2',
  yearBuilt: '1995',
  clientName: 'Morgan Buyer',
  clientEmail: `morgan.buyer.${runId}@example.com`,
  clientPhone: '512-555-0123',
};
// Recent sales and a listing near the subject; dates well in the past so none is "in the future".
const typedComparables = [
  { address: '1402 Bluebonnet Ln, Austin, TX 78704', status: 'sold', price: '489000', date: '2025-11-14', squareFeet: '1650', bedrooms: '3', bathrooms: '2', yearBuilt: '1990', distance: '0.4' },
  { address: '2210 Kinney Ave, Austin, TX 78704', status: 'sold', price: '530000', date: '2025-10-02', squareFeet: '1800', bedrooms: '3', bathrooms: '2.5', yearBuilt: '2001', distance: '0.7' },
  { address: '907 Lund St, Austin, TX 78704', status: 'active', price: '515000', date: '2026-01-05', squareFeet: '1700', bedrooms: '3', bathrooms: '2', yearBuilt: '1994', distance: '0.3' },
];
const importedAddress = '55 Willow Bend Dr, Austin, TX 78704';
const csv = ['Address,Status,Sold Price,Close Date,SqFt,Beds,Baths,Year Built', `"${importedAddress}",Sold,512000,12/05/2025,1720,3,2,1998`, ''].join('\r\n');

let browser;
let page;
let step = 0;
let work;
let showingId;

async function snap(name) {
  step += 1;
  await settle(page);
  await page.screenshot({ path: screenshotPath(`cma-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(page, name);
}

/** Waits for a toast with this title (and description, when given). */
async function expectToast(title, description) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await toast.waitFor();
  if (description) assert.match(await toast.innerText(), new RegExp(description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

const field = (name) => page.getByRole('textbox', { name, exact: true });
const comparableBox = (label, row) => page.getByRole('textbox', { name: `${label}, comparable ${row}`, exact: true });
const mainButton = () => page.getByRole('button', { name: /^Generate (Final )?Report$/ });
const comparablesSection = () => page.getByRole('region', { name: 'Comparable sales (optional)' });
const analysisSection = () => page.getByRole('region', { name: 'Comparative Market Analysis' });
/** The analysed comparables: the rows of a table on a desktop, the cards of a list on a phone (both named alike). */
const analysedComparables = () =>
  analysisSection().getByRole(phone ? 'list' : 'table', { name: 'Comparables and adjustments' }).getByRole(phone ? 'listitem' : 'row');
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const moneyRange = /\$[\d,]+ – \$[\d,]+/;

/** The text of a PDF, on one line. */
function pdfText(path) {
  const bytes = readFileSync(path);
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', `${path} is a PDF`);
  return oneLine(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }));
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'showscribe-cma-'));
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

test('an agent adds comparables to a showing and gets a comparative market analysis', async (t) => {
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

    await t.test('type the notes, then the property with its facts and the client', async () => {
      await navigateTo(page, 'New Showing');
      await page.getByRole('heading', { level: 1, name: 'New Property Showing' }).waitFor();
      await field('Repairs Needed').fill(showing.repairs);
      await field('Updates Wanted').fill(showing.updates);
      await mainButton().click();

      await page.getByRole('region', { name: 'Property Information' }).waitFor();
      await field('Property Address').fill(showing.address);
      await field('List Price').fill(showing.listPrice);
      await field('Square feet').fill(showing.squareFeet);
      await field('Bedrooms').fill(showing.bedrooms);
      await field('Bathrooms').fill(showing.bathrooms);
      await field('Year built').fill(showing.yearBuilt);
      await field('Client Name').fill(showing.clientName);
      await field('Client Email').fill(showing.clientEmail);
      await field('Client Phone').fill(showing.clientPhone);
    });

    await t.test('type three comparables, each with its facts and a ±% adjustment', async () => {
      const section = comparablesSection();
      await section.getByText(/No comparables yet/).waitFor();
      for (const [index, comparable] of typedComparables.entries()) {
        const row = index + 1;
        await section.getByRole('button', { name: 'Add comparable' }).click();
        await comparableBox('Address', row).fill(comparable.address);
        await page.getByRole('combobox', { name: `Status, comparable ${row}` }).selectOption(comparable.status);
        await comparableBox('Price', row).fill(comparable.price);
        await page.getByLabel(`Date, comparable ${row}`, { exact: true }).fill(comparable.date);
        await comparableBox('Square feet', row).fill(comparable.squareFeet);
        await comparableBox('Bedrooms', row).fill(comparable.bedrooms);
        await comparableBox('Bathrooms', row).fill(comparable.bathrooms);
        await comparableBox('Year built', row).fill(comparable.yearBuilt);
        await comparableBox('Miles away', row).fill(comparable.distance);
      }
      // The first one is in worse shape than the subject: +5%.
      const slider = page.getByRole('slider', { name: 'Adjustment, comparable 1' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await slider.getAttribute('aria-valuetext'), '+5%');
      await section.getByText('3 of 50').waitFor();
      await snap('typed-comparables');
    });

    await t.test('import a fourth comparable from a CSV, after checking the preview', async () => {
      const file = join(work, 'comparables.csv');
      writeFileSync(file, csv);
      await page.getByLabel('Import comparables from a CSV file').setInputFiles(file);

      const dialog = page.getByRole('dialog', { name: /Import comparables/ });
      await dialog.waitFor();
      await dialog.getByText('From comparables.csv').waitFor();
      await dialog.getByText(/1 row can be imported/).waitFor();
      const mapping = dialog.getByRole('table', { name: 'Column mapping' });
      assert.match(oneLine(await mapping.getByRole('row').filter({ hasText: 'Sold Price' }).innerText()), /Sold Price .*price/i);
      assert.match(oneLine(await mapping.getByRole('row').filter({ hasText: 'SqFt' }).innerText()), /Square feet/i);
      assert.equal(await dialog.getByRole('table', { name: 'Rows that cannot be read' }).count(), 0);
      await snap('import-preview');

      await dialog.getByRole('button', { name: 'Import 1 comparable' }).click();
      await expectToast('Comparables Imported');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await comparableBox('Address', 4).inputValue(), importedAddress);
      await comparablesSection().getByText('4 of 50').waitFor();
    });

    await t.test('review: the home facts and the number of comparables, then generate', async () => {
      await mainButton().click();
      const review = page.getByRole('region', { name: 'Review & Edit Repairs/Updates' });
      await review.waitFor();
      await review.getByText('1,700 sq ft · 3 bedrooms · 2 bathrooms · built 1995').waitFor();
      await review.getByText('4 comparables').waitFor();
      await snap('review');

      const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/showings' && response.request().method() === 'POST');
      const saved = page.waitForResponse((response) => /\/api\/showings\/\d+\/comparables$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT');
      await mainButton().click();
      showingId = (await (await created).json()).id;
      assert.ok(Number.isInteger(showingId), 'the showing was created');
      assert.ok((await saved).ok(), 'the comparables were saved before the report was generated');
      await expectToast('Report Generated Successfully!');
      // The new report opens 1.5 s later.
      await page.waitForURL((url) => url.pathname === `/reports/${showingId}`);
    });

    await t.test('the report shows the market analysis: the value range and the condition-adjusted sentence', async () => {
      await page.goto(`${baseUrl}/reports/${showingId}`);
      await page.getByRole('heading', { level: 1, name: showing.address }).waitFor();
      const section = analysisSection();
      await section.waitFor();
      const value = section.getByRole('region', { name: 'Indicated value' });
      await value.waitFor();
      assert.match(await value.innerText(), moneyRange);
      const text = oneLine(await section.innerText());
      assert.match(text, /asking price is about/);
      assert.match(text, /value of comparable homes/);
      assert.match(text, /\$[\d,]+\/sq ft/);
      for (const address of [...typedComparables.map((comparable) => comparable.address), importedAddress]) {
        await analysedComparables().filter({ hasText: address }).waitFor();
      }
      // Nothing on the report is wider than the screen (on a phone the comparables are cards).
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      assert.ok(overflow <= 0, `the report fits the screen's width (it overflows by ${overflow}px)`);
      await section.scrollIntoViewIfNeeded();
      await snap('report');
    });

    await t.test('the PDF carries the Comparative Market Analysis', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      const reportPdf = join(work, download.suggestedFilename() || 'report.pdf');
      await download.saveAs(reportPdf);
      const texts = [pdfText(reportPdf)];

      // The analysis may be rendered in the showing's report PDF or in the cma report's own PDF.
      if (!texts[0].includes('Comparative Market Analysis')) {
        const reports = await (await page.request.get(`${baseUrl}/api/reports/${showingId}`)).json();
        const cma = reports.find((report) => report.reportType === 'cma');
        assert.ok(cma, 'the showing has a cma report');
        const response = await page.request.get(`${baseUrl}/api/showings/${showingId}/reports/${cma.id}/pdf`);
        assert.equal(response.status(), 200, 'the cma report has a PDF');
        const cmaPdf = join(work, 'cma.pdf');
        writeFileSync(cmaPdf, await response.body());
        texts.push(pdfText(cmaPdf));
      }
      assert.ok(
        texts.some((text) => text.includes('Comparative Market Analysis')),
        `a PDF of the showing says "Comparative Market Analysis" (${texts.map((text) => text.slice(0, 200)).join(' | ')})`,
      );
      assert.ok(texts.some((text) => text.includes(showing.address)), 'the PDF names the property');
    });

    await t.test('edit the comparables on the report: remove one, save, and the analysis is updated', async () => {
      await analysisSection().getByRole('button', { name: 'Edit comparables' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit comparables' });
      await dialog.getByRole('textbox', { name: 'Address, comparable 4', exact: true }).waitFor();
      assert.equal(await dialog.getByRole('slider', { name: 'Adjustment, comparable 1' }).getAttribute('aria-valuetext'), '+5%');
      await dialog.getByRole('button', { name: 'Remove comparable 3' }).click();
      await dialog.getByText('3 of 50').waitFor();
      // The home's facts are edited in the same dialog: a corrected square footage.
      const homeFacts = dialog.getByRole('region', { name: 'Home facts' });
      const squareFeet = homeFacts.getByRole('textbox', { name: 'Square feet' });
      assert.match(await squareFeet.inputValue(), /^1,?700$/);
      await squareFeet.fill('1,800');
      await snap('edit-comparables');

      await dialog.getByRole('button', { name: 'Save & Update Analysis' }).click();
      await expectToast('Market Analysis Updated', "The home's facts are saved and the analysis now uses 3 comparables.");
      await dialog.waitFor({ state: 'hidden' });
      const section = analysisSection();
      await section.getByText('Based on 3 comparables.').waitFor();
      await section.getByText("For this home's 1,800 sq ft").waitFor();
      await analysedComparables().filter({ hasText: typedComparables[0].address }).waitFor();
      assert.equal(await analysedComparables().filter({ hasText: typedComparables[2].address }).count(), 0);

      await page.reload();
      await analysisSection().getByText('Based on 3 comparables.').waitFor();
      await snap('analysis-updated');
    });
  } catch (error) {
    await page?.screenshot({ path: screenshotPath('cma-failure'), fullPage: true }).catch(() => {});
    throw error;
  }
});
