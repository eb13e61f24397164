// What every end-to-end file shares: the browser, the viewport the run uses, screenshot names, and
// the accessibility check (axe-core, injected into the page) that fails a run on any serious or
// critical violation of a screen it visits.
//
//   E2E_VIEWPORT=phone   runs at 390 × 844 on a touch phone (default: desktop, 1280 × 800)
/* global window, document, axe */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core');

export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
export const screenshots = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** The run is at a phone's size (with touch), not a desktop's. */
export const phone = process.env.E2E_VIEWPORT === 'phone';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A screen the page leaves sooner than this was passed through, not visited. */
const TRANSIENT_MS = 1_000;

/** Impacts that fail a run. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** `extraArgs` adds Chromium switches, e.g. a fake microphone for a journey that records. */
export async function launchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
}

/**
 * A page at the run's viewport. Every screen it navigates to is remembered, so that
 * `expectEveryScreenChecked` can tell whether one was never checked for accessibility.
 */
export async function openPage(browser, options = {}) {
  const page = await browser.newPage({ ...(phone ? PHONE : DESKTOP), ...options });
  page.setDefaultTimeout(15_000);
  const visited = [];
  const checked = new Set();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !frame.url().startsWith(baseUrl)) return;
    // A screen left within a second was a redirect on the way (register → / → subscribe).
    const last = visited.at(-1);
    if (last && Date.now() - last.at < TRANSIENT_MS) visited.pop();
    visited.push({ screen: screenOf(frame.url()), at: Date.now() });
  });
  audits.set(page, { visited, checked });
  return page;
}

const audits = new WeakMap();

/** A screen is a path, plus the dashboard's tab. */
function screenOf(address) {
  const url = new URL(address);
  const tab = url.searchParams.get('tab');
  return url.pathname === '/dashboard' && tab ? `${url.pathname}?tab=${tab}` : url.pathname;
}

/** The file name of a screenshot: `name.png`, or `phone-name.png` in a phone run. */
export function screenshotPath(name) {
  return join(screenshots, `${phone ? 'phone-' : ''}${name}.png`);
}

/**
 * Waits (up to 5 s) for transitions to end: a dialog fading in, a toast sliding. A screenshot taken
 * before would show them half-transparent over the page.
 */
export async function settle(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), null, {
    timeout: 5_000,
  }).catch(() => {});
}

/**
 * Runs axe-core on the page as it is now (dialogs and menus included) and fails on every serious
 * or critical violation, naming the rule, the elements and how to fix it.
 */
export async function checkAccessibility(page, label) {
  // Half-faded text would be measured at the wrong contrast.
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    }));
  });
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact));
  const where = `${label} (${phone ? 'phone' : 'desktop'}, ${screenOf(page.url())})`;
  audits.get(page)?.checked.add(screenOf(page.url()));
  assert.deepEqual(
    failing.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 5).join('\n    ')}`),
    [],
    `axe found serious or critical accessibility violations on ${where}`,
  );
}

/** Fails when the page visited a screen that was never checked for accessibility. */
export function expectEveryScreenChecked(page) {
  const audit = audits.get(page);
  if (!audit) return;
  const screens = audit.visited.map((v) => v.screen);
  const missed = [...new Set(screens)].filter((screen) => !audit.checked.has(screen));
  assert.deepEqual(missed, [], `screens visited but never checked for accessibility (visited in turn: ${screens.join(' → ')})`);
}

/** Where "Skip to content" is drawn: a point (clipped out of sight) until the keyboard reaches it. */
export async function skipLinkBox(page) {
  return page.getByRole('link', { name: 'Skip to content' }).evaluate((link) => {
    const box = link.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
}

/**
 * Follows a link of the signed-in navigation: the top bar's on a desktop, the menu's on a phone
 * (checking the open menu for accessibility on the way). The skip link stays out of sight.
 */
export async function navigateTo(page, label) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    await checkAccessibility(page, 'menu');
    await menu.getByRole('link', { name: label, exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  }
  const skip = await skipLinkBox(page);
  assert.ok(skip.width <= 1 && skip.height <= 1, `"Skip to content" is out of sight after following ${label} (${JSON.stringify(skip)})`);
}

/**
 * After each step of `t` that fails, says what the page showed: its address, the open dialogs,
 * alerts and toasts, and the boxes marked invalid with their messages, and keeps a screenshot
 * (`failed-…`). A run that fails on another machine then explains itself in its log.
 */
export function describeFailures(t, getPage) {
  t.afterEach(async (step) => {
    if (step.passed) return;
    const page = getPage();
    if (!page || page.isClosed()) return;
    try {
      const shown = await page.evaluate(() => {
        const visible = (element) => element.getClientRects().length > 0;
        const text = (element) => (element.innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
        const labelOf = (element) => element.getAttribute('aria-label') || (element.labels?.[0] ? text(element.labels[0]) : '') || element.name || element.id;
        const messageOf = (element) => {
          const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
          return ids.map((id) => document.getElementById(id)).filter(Boolean).map(text).join(' ');
        };
        return {
          dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(visible).map(text),
          alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].filter(visible).map(text).filter(Boolean),
          invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map((element) => `${labelOf(element)}: ${messageOf(element) || '(no message)'}`),
          scroll: [window.scrollX, window.scrollY],
        };
      });
      const name = `failed-${step.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
      await page.screenshot({ path: screenshotPath(name), fullPage: true }).catch(() => {});
      console.error(`# step failed: ${step.name}\n# at ${page.url()}\n# ${JSON.stringify(shown)}`);
    } catch (error) {
      console.error(`# step failed: ${step.name}; the page could not be described (${error.message})`);
    }
  });
}

/** A JPEG the phone camera could have taken, drawn by the browser: a wall, a window and a label. */
export async function cameraPhoto(page, label, hue) {
  const dataUrl = await page.evaluate(
    ({ label, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const g = canvas.getContext('2d');
      const sky = g.createLinearGradient(0, 0, 0, 1200);
      sky.addColorStop(0, `hsl(${hue}, 45%, 70%)`);
      sky.addColorStop(1, `hsl(${hue}, 25%, 35%)`);
      g.fillStyle = sky;
      g.fillRect(0, 0, 1600, 1200);
      g.fillStyle = '#2b2f36';
      g.fillRect(520, 260, 560, 620);
      g.fillStyle = '#f8fafc';
      g.font = 'bold 120px sans-serif';
      g.fillText(label, 120, 1080);
      return canvas.toDataURL('image/jpeg', 0.85);
    },
    { label, hue },
  );
  return { name: `${label}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}
