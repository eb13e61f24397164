// Takes screenshots of the main screens for a visual check, at desktop and phone sizes.
// Usage: start `npm run preview` (or `npm run dev`), then
//   SCREENSHOT_BASE_URL=http://127.0.0.1:4173 node scripts/screenshots.mjs
// The signed-in screens use canned API answers, so no server is needed.
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
  logoUrl: '/api/user/logo',
  selectedPlan: 'pro',
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  reportsUsedThisMonth: 12,
  reportsLimit: 30,
  createdAt: '2026-01-02T09:00:00Z',
};
const showings = [
  { id: 3, propertyAddress: '88 Lakeview Drive, Austin, TX 78704', buyerName: 'Sam Carter', status: 'completed', createdAt: '2026-03-14T15:00:00Z' },
  { id: 2, propertyAddress: '142 Maple Grove Lane, Austin, TX', buyerName: 'The Parkers', status: 'completed', createdAt: '2026-02-27T15:00:00Z' },
  { id: 1, propertyAddress: 'Address not provided', buyerName: 'Client', status: 'pending', createdAt: '2026-02-20T15:00:00Z' },
].map((showing) => ({
  ...showing,
  details: {
    propertyAddress: showing.propertyAddress === 'Address not provided' ? null : showing.propertyAddress,
    propertyDescription: '3 bed, 2 bath ranch built in 1998, about 1,850 sq ft',
    listPrice: showing.id === 3 ? 525000 : null,
    clientName: showing.buyerName === 'Client' ? null : showing.buyerName,
    clientEmail: 'sam.carter@example.com',
    clientPhone: '512-555-0188',
    agentName: 'Maria Lopez',
    agentEmail: 'maria@lopezhomes.com',
    agentPhone: '5125550142',
    agentCompany: 'Lopez Homes',
    repairsNeeded: 'The water heater is leaking and the roof has missing shingles. Two outlets in the kitchen are not GFCI. The foundation has a crack by the garage.',
    updatesWanted: 'Paint the living room and replace the kitchen countertops with quartz.',
  },
}));

const item = (description, category, priority, low, typical, high, note = null) => ({
  description,
  category,
  priority,
  lowCost: low,
  estimatedCost: typical,
  highCost: high,
  catalogKey: low === null ? null : description.toLowerCase().replace(/\W+/g, '_'),
  quantity: null,
  note: low === null ? 'Needs a contractor quote' : note,
});
const content = (listPrice) => ({
  summary:
    'This 1998 ranch shows typical wear for its age. The leaking water heater and the missing roof shingles should be handled before closing; the kitchen outlets need GFCI protection for safety. The crack by the garage needs a structural look before any price can be given. Requested updates are cosmetic and can be scheduled after move-in.',
  repairs: [
    item('Replace the leaking water heater', 'Plumbing', 'soon', 880, 1320, 1810),
    item('Repair missing roof shingles', 'Roof', 'soon', 400, 1150, 1900),
    item('Install GFCI outlets in the kitchen (2)', 'Electrical', 'safety', 240, 420, 600, 'Quantity 2'),
    item('Foundation crack by the garage', 'Structural', 'safety', null, null, null),
  ],
  totalRepairCost: 2890,
  totalRepairLow: 1520,
  totalRepairHigh: 4310,
  unpricedRepairs: 1,
  upgrades: [
    item('Paint the living room', 'Interior', 'cosmetic', 950, 1700, 2600),
    item('Quartz kitchen countertops', 'Kitchen', 'cosmetic', 2900, 4600, 7200),
  ],
  totalUpgradeCost: 6300,
  totalUpgradeLow: 3850,
  totalUpgradeHigh: 9800,
  unpricedUpgrades: 0,
  listPrice,
  totalWithRepairs: listPrice === null ? null : listPrice + 2890,
  totalWithUpgrades: listPrice === null ? null : listPrice + 2890 + 6300,
  generator: 'estimator',
  generatorNote: null,
  regionState: listPrice === null ? null : 'TX',
  regionFactor: listPrice === null ? 1 : 0.92,
  disclaimer:
    'Cost figures are budgeting ranges based on published national averages adjusted for regional price levels. They are not contractor bids or a home inspection. Obtain quotes from licensed contractors before making decisions.',
});
const report = (id, showing, listPrice, extra = {}) => ({
  id,
  showingId: showing.id,
  reportType: 'comprehensive',
  createdAt: showing.createdAt,
  emailSent: false,
  pdfFilePath: null,
  showing: { id: showing.id, propertyAddress: showing.propertyAddress, buyerName: showing.buyerName },
  content: content(listPrice),
  ...extra,
});
const reports = [
  report(11, showings[0], 525000, { emailSent: true, pdfFilePath: 'reports/11.pdf' }),
  report(10, showings[1], null, { pdfFilePath: 'reports/10.pdf' }),
];

/** A stand-in company logo for the canned agent. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
  <rect width="120" height="120" rx="18" fill="#0f766e"/>
  <path d="M24 62 60 32l36 30v32H70V74H50v20H24z" fill="#fff"/>
  <circle cx="60" cy="56" r="6" fill="#0f766e"/>
</svg>`;

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const press = (times) => async (page) => {
  for (let count = 0; count < times; count++) {
    await page.getByRole('button', { name: /^Generate (Final )?Report$/ }).click();
    await page.waitForTimeout(400);
  }
};
const fillNotes = async (page) => {
  await page.getByRole('textbox', { name: 'Repairs Needed' }).fill('The water heater is leaking and the roof has missing shingles');
  await page.getByRole('textbox', { name: 'Updates Wanted' }).fill('Paint the living room');
};
const shots = [
  { name: 'landing', path: '/', fullPage: true },
  { name: 'auth-signin', path: '/auth?tab=signin' },
  { name: 'auth-register', path: '/auth?plan=elite', fullPage: true },
  {
    name: 'auth-register-logo',
    path: '/auth?tab=register',
    fullPage: true,
    act: async (page) => page.getByLabel('Company logo (optional)').setInputFiles({ name: 'lopez-homes.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(logoSvg) }),
  },
  { name: 'pricing-public', path: '/pricing', fullPage: true },
  { name: 'dashboard-overview', path: '/dashboard', signedIn: true, fullPage: true },
  { name: 'dashboard-reports', path: '/dashboard?tab=reports', signedIn: true, fullPage: true },
  { name: 'dashboard-reports-empty', path: '/dashboard?tab=reports', signedIn: true, empty: true },
  { name: 'dashboard-profile', path: '/dashboard?tab=profile', signedIn: true, fullPage: true },
  { name: 'dashboard-profile-no-logo', path: '/dashboard?tab=profile', signedIn: true, noLogo: true },
  {
    name: 'dashboard-profile-logo-refused',
    path: '/dashboard?tab=profile',
    signedIn: true,
    act: async (page) => page.getByLabel('Upload company logo').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }),
  },
  { name: 'dashboard-billing', path: '/dashboard?tab=billing', signedIn: true, fullPage: true },
  { name: 'new-showing-1', path: '/new-showing', signedIn: true, fullPage: true },
  { name: 'new-showing-2', path: '/new-showing', signedIn: true, act: async (page) => (await fillNotes(page), await press(1)(page)) },
  { name: 'new-showing-3', path: '/new-showing', signedIn: true, act: async (page) => (await fillNotes(page), await press(2)(page)) },
  { name: 'new-showing-recording', path: '/new-showing', signedIn: true, speech: true, act: async (page) => page.getByRole('button', { name: 'Start Recording' }).first().click() },
  { name: 'mobile-form', path: '/mobile-form', signedIn: true, fullPage: true },
  { name: 'report-detail', path: '/reports/3', signedIn: true, fullPage: true },
  { name: 'report-detail-no-list-price', path: '/reports/2', signedIn: true, fullPage: true },
  { name: 'report-detail-editing', path: '/reports/3', signedIn: true, act: async (page) => page.getByRole('button', { name: 'Edit' }).click() },
  { name: 'report-detail-no-report', path: '/reports/1', signedIn: true },
  { name: 'report-detail-send-editing', path: '/reports/2', signedIn: true, act: async (page) => page.getByRole('button', { name: 'Edit' }).click() },
  { name: 'report-detail-sending', path: '/reports/2', signedIn: true, sendDelay: 5000, act: async (page) => page.getByRole('button', { name: 'Send Report to Buyer' }).click() },
  { name: 'report-detail-sent', path: '/reports/2', signedIn: true, act: async (page) => page.getByRole('button', { name: 'Send Report to Buyer' }).click() },
  { name: 'report-detail-send-failed', path: '/reports/2', signedIn: true, sendFails: true, act: async (page) => page.getByRole('button', { name: 'Send Report to Buyer' }).click() },
  { name: 'report-detail-no-client-email', path: '/reports/2', signedIn: true, noClientEmail: true },
  { name: 'report-not-found', path: '/reports/999', signedIn: true },
];

// SCREENSHOT_ONLY=report takes only the shots whose name contains it.
const only = process.env.SCREENSHOT_ONLY;
const selected = only ? shots.filter((shot) => shot.name.includes(only)) : shots;

/** Canned answers for the signed-in screens: thin fixtures, no server behaviour. */
async function routeApi(page, shot) {
  const shown = shot.noClientEmail ? showings.map((showing) => ({ ...showing, details: { ...showing.details, clientEmail: null } })) : showings;
  const lists = { showings: shot.empty ? [] : shown, reports: shot.empty ? [] : reports };
  const agent = shot.noLogo ? { ...user, logoUrl: null } : user;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    if (path === '/api/user') return route.fulfill({ json: agent });
    if (path === '/api/user/logo') return route.fulfill({ contentType: 'image/svg+xml', body: logoSvg });
    // Public answers (the plans and prices, how payments are taken) come from the server itself.
    if (path === '/api/plans' || path === '/api/billing/config') return route.continue();
    const send = path.match(/^\/api\/showings\/(\d+)\/send-report$/);
    if (send) {
      await new Promise((resolve) => setTimeout(resolve, shot.sendDelay ?? 300));
      if (shot.sendFails) {
        const message = 'The email could not be sent (the mail server could not be reached (connection refused)). Nothing was lost; please try again.';
        return route.fulfill({ status: 502, json: { message, code: 'mail_failed', fields: {} } }).catch(() => {});
      }
      const sent = reports.find((candidate) => candidate.showingId === Number(send[1]));
      // The "sending" shot closes the page before this answer; that is fine.
      return route.fulfill({ json: { ...sent, emailSent: true } }).catch(() => {});
    }
    const list = path.match(/^\/api\/(showings|reports)$/);
    if (list) {
      const all = lists[list[1]];
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return route.fulfill({ json: all.slice(offset, offset + limit), headers: { 'X-Total-Count': String(all.length) } });
    }
    const one = path.match(/^\/api\/showings\/(\d+)$/);
    if (one) {
      const showing = shown.find((candidate) => candidate.id === Number(one[1]));
      return showing ? route.fulfill({ json: showing }) : route.fulfill({ status: 404, json: { message: 'Showing not found', code: 'not_found', fields: {} } });
    }
    const ofShowing = path.match(/^\/api\/reports\/(\d+)$/);
    if (ofShowing) {
      const id = Number(ofShowing[1]);
      if (!showings.some((candidate) => candidate.id === id)) return route.fulfill({ status: 404, json: { message: 'Showing not found', code: 'not_found', fields: {} } });
      return route.fulfill({ json: reports.filter((candidate) => candidate.showingId === id) });
    }
    return route.fulfill({ status: 404, json: { message: 'Not found', code: 'not_found', fields: {} } });
  });
}

/** A stand-in recognizer, so the recording state can be pictured in headless Chromium. */
const fakeSpeech = () => {
  globalThis.SpeechRecognition = class {
    start() {}
    stop() {}
    abort() {}
  };
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const shot of selected) {
      const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
      if (shot.signedIn) {
        await routeApi(page, shot);
        // The app asks for the current user only where this browser has signed in before.
        await page.addInitScript(() => globalThis.localStorage.setItem('showscribe.signed-in', '1'));
      }
      if (shot.speech) await page.addInitScript(fakeSpeech);
      await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      if (shot.act) {
        await shot.act(page);
        await page.waitForTimeout(shot.speech ? 3200 : 900);
      }
      const file = join(outDir, `${shot.name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
