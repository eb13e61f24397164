// End-to-end: dictation in a browser without speech recognition. The page's SpeechRecognition is
// removed before the app loads, and Chromium's fake microphone (a tone) stands in for the agent's
// voice: the voice box records audio, keeps it on the device, uploads it to the draft's showing
// (created for it), and the transcript from the local transcription server (started by
// scripts/e2e.sh, answering E2E_TRANSCRIPT) lands in the box. Generating then uses that one showing,
// and the report page plays the recording back. Against the real server (no mocks).
// Screenshots land in e2e/screenshots/ (git-ignored), prefixed "recording-".
/* global window, indexedDB */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { baseUrl, checkAccessibility, expectEveryScreenChecked, launchBrowser, openPage, screenshotPath, screenshots, settle } from './support/browser.mjs';

const transcript = process.env.E2E_TRANSCRIPT ?? 'Water is pooling under the basement stairs.';
/** Where the local transcription server is told to fail its next answer (scripts/e2e.sh). */
const transcriptionControl = process.env.E2E_TRANSCRIPTION_CONTROL;
const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const account = {
  firstName: 'Riley',
  lastName: 'Firefox',
  email: `e2e-recording-${runId}@example.com`,
  password: 'recording-pass-123',
  phone: '5125550191',
  brokerOfficeName: 'Austin South',
};
const address = '31 Crawlspace Ct, Austin, TX 78704';

let browser;
let page;
let step = 0;

async function snap(name) {
  step += 1;
  await page.screenshot({ path: screenshotPath(`recording-${String(step).padStart(2, '0')}-${name}`), fullPage: true });
  await checkAccessibility(page, name);
}

const field = (name) => page.getByRole('textbox', { name, exact: true });
const box = (name) => page.getByRole('group', { name, exact: true });
const mainButton = () => page.getByRole('button', { name: /^Generate (Final )?Report$/ });

/**
 * Presses the form's main button from the keyboard. On the phone the button sits in a bar stuck to
 * the bottom of the screen, over the form, where a pointer click is judged to land on the form.
 */
async function pressMainButton() {
  await mainButton().focus();
  await page.keyboard.press('Enter');
}

async function serverList(path) {
  const response = await page.request.get(`${baseUrl}${path}`);
  assert.equal(response.status(), 200, `GET ${path}`);
  return response.json();
}

/** The kinds of what the app keeps in its IndexedDB store on this device (draft, outbox, recording). */
function deviceKinds() {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('showscribe');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('device')) return resolve([]);
          const keys = db.transaction('device').objectStore('device').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map((key) => key[1]));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  const health = await fetch(`${baseUrl}/api/user`).catch((error) => error);
  assert.ok(!(health instanceof Error), `The server at ${baseUrl} is not reachable (${health?.message}). Start it or set E2E_BASE_URL.`);

  browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  page = await openPage(browser);
  await page.context().grantPermissions(['microphone'], { origin: baseUrl });
  // A browser without speech recognition (Firefox, many in-app browsers).
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      delete window[name];
      if (name in window) Object.defineProperty(window, name, { value: undefined, configurable: true });
    }
  });
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(account),
  });
  assert.ok(registered.ok, await registered.text());
});

after(async () => {
  await browser?.close();
  if (page) expectEveryScreenChecked(page);
});

test('an agent dictates in a browser without speech recognition, and the transcript lands in the box', async (t) => {
  await t.test('sign in; the voice box records audio instead', async () => {
    await page.goto(`${baseUrl}/auth?tab=signin`);
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await checkAccessibility(page, 'sign in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');

    await page.goto(`${baseUrl}/new-showing`);
    await page.getByRole('heading', { level: 1, name: 'New Property Showing' }).waitFor();
    assert.equal(await page.evaluate(() => 'webkitSpeechRecognition' in window && Boolean(window.webkitSpeechRecognition)), false);
    const repairs = box('Repairs Needed');
    await repairs.getByRole('status').filter({ hasText: 'Ready — your recording is transcribed after you stop' }).waitFor();
    assert.equal(await repairs.getByRole('button', { name: 'Start Recording' }).isEnabled(), true);
    assert.equal(await repairs.getByText('Voice input is not available in this browser').count(), 0);
  });

  await t.test('record a few seconds from the microphone', async () => {
    const repairs = box('Repairs Needed');
    await repairs.getByRole('button', { name: 'Start Recording' }).click();
    await repairs.getByRole('status').filter({ hasText: 'Recording… speak now' }).waitFor();
    await repairs.getByRole('timer').filter({ hasText: '00:03' }).waitFor({ timeout: 10_000 });
    await snap('recording');
    await repairs.getByRole('button', { name: 'Stop Recording' }).click();
  });

  await t.test('the recording is uploaded to a showing made for it, and its transcript lands in the box', async () => {
    const repairs = box('Repairs Needed');
    await repairs.getByRole('status').filter({ hasText: 'Transcript added to the box — review it before generating' }).waitFor({ timeout: 30_000 });
    assert.equal(await field('Repairs Needed').inputValue(), transcript);
    assert.equal(await field('Updates Wanted').inputValue(), '');
    await snap('transcribed');

    const showings = await serverList('/api/showings');
    assert.equal(showings.length, 1, 'the draft got one showing for its recording');
    const recordings = await serverList(`/api/showings/${showings[0].id}/recordings`);
    assert.equal(recordings.length, 1);
    assert.equal(recordings[0].field, 'repairs');
    assert.equal(recordings[0].transcript, transcript);
    assert.equal(recordings[0].transcriptionStatus, 'transcribed');
    assert.match(recordings[0].contentType, /^audio\/(webm|ogg|mp4)$/);
    assert.ok(recordings[0].sizeBytes > 0);
    assert.ok(recordings[0].durationMs >= 2_500, `about three seconds, not ${recordings[0].durationMs} ms`);
    // Uploaded: only the draft is left on the device, no recording waits there.
    assert.deepEqual([...new Set(await deviceKinds())], ['draft']);
  });

  await t.test('generating uses the same showing, and the report page plays the recording', async () => {
    await pressMainButton();
    await page.getByRole('region', { name: 'Property Information' }).waitFor();
    await settle(page);
    await field('Property Address').fill(address);
    await pressMainButton();
    await page.getByRole('region', { name: 'Review & Edit Repairs/Updates' }).waitFor();
    await settle(page);
    assert.equal(await field('Repairs Needed (final)').inputValue(), transcript);
    await pressMainButton();
    await page.waitForURL((url) => /^\/reports\/\d+$/.test(url.pathname), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: address }).waitFor();

    const showings = await serverList('/api/showings');
    assert.equal(showings.length, 1, `one showing, not ${showings.length}`);
    assert.equal(new URL(page.url()).pathname, `/reports/${showings[0].id}`);
    assert.equal(showings[0].details.repairsNeeded, transcript);

    const section = page.getByRole('region', { name: 'Recordings' });
    await section.scrollIntoViewIfNeeded();
    await section.getByText(`“${transcript}”`).waitFor();
    const player = section.locator('audio');
    assert.equal(await player.count(), 1);
    const src = await player.getAttribute('src');
    const audio = await page.request.get(`${baseUrl}${src}`);
    assert.equal(audio.status(), 200);
    assert.match(audio.headers()['content-type'], /^audio\//);
    assert.equal(audio.headers()['cache-control'], 'private');
    await snap('report');
  });

  await t.test('a recording the service failed is transcribed again from the report page', { skip: !transcriptionControl && 'E2E_TRANSCRIPTION_CONTROL is not set' }, async () => {
    const showings = await serverList('/api/showings');
    const showingId = showings[0].id;
    // The service is overloaded for the next recording, uploaded as the voice box does.
    assert.equal((await fetch(`${transcriptionControl}/fail-next`, { method: 'POST' })).status, 200);
    const webm = Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'), Buffer.alloc(4_000, 0x42)]);
    const uploaded = await page.request.post(`${baseUrl}/api/showings/${showingId}/recordings`, {
      headers: { Origin: baseUrl },
      multipart: { field: 'updates', durationMs: '2000', audio: { name: 'recording.webm', mimeType: 'audio/webm', buffer: webm } },
    });
    assert.equal(uploaded.status(), 201);
    const failed = await uploaded.json();
    assert.equal(failed.transcriptionStatus, 'failed');

    await page.reload();
    const section = page.getByRole('region', { name: 'Recordings' });
    await section.scrollIntoViewIfNeeded();
    const row = section.getByRole('listitem').filter({ hasText: 'Updates Wanted' });
    await row.getByText('The transcription service did not answer — the recording is kept with the showing').waitFor();
    await checkAccessibility(page, 'report with a failed recording');
    await snap('report-transcription-failed');
    await row.getByRole('button', { name: /^Transcribe again/ }).click();
    await row.getByText(`“${transcript}”`).waitFor();
    assert.equal(await row.getByRole('button', { name: /^Transcribe again/ }).count(), 0);
    const recordings = await serverList(`/api/showings/${showingId}/recordings`);
    assert.deepEqual(
      recordings.map((r) => [r.field, r.transcriptionStatus, r.transcript]),
      [
        ['repairs', 'transcribed', transcript],
        ['updates', 'transcribed', transcript],
      ],
    );
    await snap('report-transcribed-again');
  });
});
