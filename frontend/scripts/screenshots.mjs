// Takes screenshots of the main screens for a visual check, at desktop and phone sizes.
// Usage: start `npm run preview` (or `npm run dev`), then
//   SCREENSHOT_BASE_URL=http://127.0.0.1:4173 node scripts/screenshots.mjs
// The signed-in screens use a canned /api/user answer, so no server is needed.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const baseUrl = process.env.SCREENSHOT_BASE_URL ?? 'http://127.0.0.1:4173';
const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../e2e/screenshots/ui');
mkdirSync(outDir, { recursive: true });

const user = {
  id: 7,
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@lopezhomes.com',
  phone: '5125550142',
  company: 'Lopez Homes',
  brokerOfficeName: 'Austin Central',
  logoUrl: null,
  selectedPlan: 'pro',
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  reportsUsedThisMonth: 12,
  reportsLimit: 30,
  createdAt: '2026-01-02T09:00:00Z',
};
const showings = [
  { id: 3, propertyAddress: '88 Lakeview Drive, Austin, TX', buyerName: 'Sam Carter', status: 'completed' },
  { id: 2, propertyAddress: '142 Maple Grove Lane, Austin, TX', buyerName: 'The Parkers', status: 'completed' },
  { id: 1, propertyAddress: '9 Cedar Court, Round Rock, TX', buyerName: 'Alex Kim', status: 'draft' },
];
const reports = [
  { id: 11, showingId: 3, reportType: 'comprehensive', createdAt: '2026-03-04T15:00:00Z', emailSent: true, pdfFilePath: 'reports/11.pdf', showing: showings[0] },
  { id: 10, showingId: 2, reportType: 'comprehensive', createdAt: '2026-02-27T15:00:00Z', emailSent: false, pdfFilePath: null, showing: showings[1] },
];

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const shots = [
  { name: 'landing', path: '/', fullPage: true },
  { name: 'auth-signin', path: '/auth?tab=signin' },
  { name: 'auth-register', path: '/auth?plan=elite', fullPage: true },
  { name: 'pricing-public', path: '/pricing', fullPage: true },
  { name: 'dashboard-overview', path: '/dashboard', signedIn: true, fullPage: true },
  { name: 'dashboard-reports', path: '/dashboard?tab=reports', signedIn: true, fullPage: true },
  { name: 'dashboard-reports-empty', path: '/dashboard?tab=reports', signedIn: true, empty: true },
  { name: 'dashboard-profile', path: '/dashboard?tab=profile', signedIn: true, fullPage: true },
  { name: 'dashboard-billing', path: '/dashboard?tab=billing', signedIn: true, fullPage: true },
  { name: 'new-showing', path: '/new-showing', signedIn: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const shot of shots) {
      const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
      if (shot.signedIn) {
        await page.route('**/api/user', (route) => route.fulfill({ json: user }));
        await page.route('**/api/showings', (route) => route.fulfill({ json: shot.empty ? [] : showings }));
        await page.route('**/api/reports', (route) => route.fulfill({ json: shot.empty ? [] : reports }));
      }
      await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const file = join(outDir, `${shot.name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
