// Renders the admin's install icons from the desktop app's mark (desktop-admin/build/icon.svg):
// site/public/admin/icons/icon-192.png and icon-512.png (the rounded tile, transparent corners),
// maskable-512.png and apple-touch-icon.png (full-bleed navy, the mark inside the safe zone),
// favicon-32.png (the tab's icon: a PNG, decoded in a moment; an SVG favicon is a whole SVG
// document, built on the page's main thread each time the browser fetches it, after every
// in-app navigation: ~15 ms of a tap at 4x CPU throttling).
// Uses sharp from the API workspace (`node site/scripts/make-admin-icons.mjs`); the PNGs are committed.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'api/package.json'));
const sharp = require('sharp');

const svg = await readFile(join(root, 'desktop-admin/build/icon.svg'), 'utf8');
const tile = '<rect x="64" y="64" width="896" height="896" rx="200" fill="url(#tile)"/>';
if (!svg.includes(tile)) throw new Error('icon.svg changed: update make-admin-icons.mjs');
// Full bleed: the tile's gradient fills the square, the mark shrinks to the central 80%.
const fullBleed = svg
  .replace(
    tile,
    '<rect width="1024" height="1024" fill="url(#tile)"/><g transform="translate(102.4 102.4) scale(0.8)">',
  )
  .replace('</svg>', '</g></svg>');

const out = join(root, 'site/public/admin/icons');
await mkdir(out, { recursive: true });
const render = (source, size, file) =>
  sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 1024) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));

await render(svg, 192, 'icon-192.png');
await render(svg, 512, 'icon-512.png');
await render(fullBleed, 512, 'maskable-512.png');
await render(fullBleed, 180, 'apple-touch-icon.png');
await render(svg, 32, 'favicon-32.png');
console.log(`icons written to ${out}`);
