// Signs an agent in, through the sign-in form, in the Chromium listening on a debugging port, so
// Lighthouse, connected to the same browser with its storage kept, audits the dashboard as the
// agent sees it (the session cookie and the page's own signed-in state both stay in the browser).
//   node scripts/lighthouse-session.mjs PORT BASE_URL EMAIL PASSWORD
import { chromium } from 'playwright-core';

const [port, baseUrl, email, password] = process.argv.slice(2);
/* global window */
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
const [context] = browser.contexts();
const page = await context.newPage();
await page.goto(`${baseUrl}/auth?tab=signin`);
await page.getByLabel(/^Email/).fill(email);
await page.getByLabel(/^Password/).fill(password);
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
// Signed in, the home page greets the agent.
await page.getByRole('heading', { name: /^Welcome back/ }).waitFor({ timeout: 30_000 });
// The page's own record that the agent is signed in, which the app reads before asking the server.
await page.waitForFunction(() => window.localStorage.getItem('showscribe.signed-in') === '1');
// Leaves without closing anything: the browser keeps the session, page and storage for Lighthouse
// (closing a connected browser would clear what this script made in it).
process.exit(0);
