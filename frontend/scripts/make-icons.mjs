// Renders the app's icons (the home-screen and install icons named in the web app manifest) from
// the favicon's design with the same Chromium the end-to-end tests use, so the PNGs in
// public/icons/ can be made again after the logo changes:
//   node scripts/make-icons.mjs
// "any" icons keep the favicon's rounded tile; the maskable one fills its square with the
// gradient and keeps the bars inside the central 80 % that every platform's mask leaves visible.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../public/icons');

const gradient = '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient>';
const bars =
  '<g fill="#fff"><rect x="7" y="13" width="2.5" height="6" rx="1.25"/><rect x="11.5" y="9" width="2.5" height="14" rx="1.25"/>' +
  '<rect x="16" y="11" width="2.5" height="10" rx="1.25"/><rect x="20.5" y="7" width="2.5" height="18" rx="1.25"/>' +
  '<rect x="25" y="13" width="2.5" height="6" rx="1.25"/></g>';

const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${gradient}</defs><rect width="32" height="32" rx="8" fill="url(#g)"/>${bars}</svg>`;
// The bars span x 7–27.5 and y 7–25 of 32: scaled by 0.7 about the centre they sit well inside the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${gradient}</defs><rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 16) scale(0.7) translate(-17.25 -16)">${bars}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: tile, size: 192 },
  { file: 'icon-512.png', svg: tile, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, svg, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: join(out, file), omitBackground: true });
    await page.close();
    console.log(`  public/icons/${file} (${size} x ${size})`);
  }
} finally {
  await browser.close();
}
