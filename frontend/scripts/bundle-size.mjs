// Prints the gzipped size of the JavaScript the landing page needs before it can render: the
// entry chunk and everything it imports statically (lazy route chunks are excluded). Exits 1
// when that budget is exceeded, so a heavy import on the public path fails the build.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 200 * 1024;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle-size: no entry chunk found in dist/.vite/manifest.json');
  process.exit(1);
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzipped;
  console.log(`  ${file.padEnd(48)} ${kb(gzipped).padStart(10)} gzipped`);
}

console.log(`Initial JavaScript for the landing page: ${kb(total)} gzipped (budget ${kb(LIMIT_BYTES)})`);
if (total > LIMIT_BYTES) {
  console.error('bundle-size: over budget; lazy-load the screens that are not needed on the landing page.');
  process.exit(1);
}
