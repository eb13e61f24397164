// Prints the gzipped size of the JavaScript a page needs before it can be used: an entry chunk and
// everything it imports statically (lazy route chunks are excluded). Two entries are measured:
// the app's (index.html: every screen's shell) and the landing page's (the page rendered at build
// time by scripts/prerender.mjs loads only src/app/landing-static.ts). Exits 1 when either is over
// its budget, so a heavy import on the public path fails the build.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budgets = [
  { entry: 'index.html', name: 'the app (every screen)', limit: 200 * 1024 },
  { entry: 'src/app/landing-static.ts', name: 'the landing page', limit: 2 * 1024 },
];
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let over = false;
for (const { entry, name, limit } of budgets) {
  if (!manifest[entry]?.isEntry) {
    console.error(`bundle-size: no entry ${entry} in dist/.vite/manifest.json`);
    process.exit(1);
  }
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  let total = 0;
  for (const key of seen) {
    const file = manifest[key].file;
    const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gzipped;
    console.log(`  ${file.padEnd(48)} ${kb(gzipped).padStart(10)} gzipped`);
  }
  console.log(`Initial JavaScript for ${name}: ${kb(total)} gzipped (budget ${kb(limit)})`);
  if (total > limit) over = true;
}
if (over) {
  console.error('bundle-size: over budget; lazy-load what a page does not need before it is used.');
  process.exit(1);
}
