// Renders build/icon.svg to the PNGs electron-builder uses: build/icon.png (1024, from which it
// makes the macOS .icns and Windows .ico) and build/icons/<size>x<size>.png for Linux.
// Uses sharp from the API workspace (`npm run icons -w desktop-admin`); the PNGs are committed.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, '../api/package.json'));
const sharp = require('sharp');

const svg = await readFile(join(root, 'build/icon.svg'));
const render = (size, file) =>
  sharp(svg, { density: Math.ceil((72 * size) / 1024) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);

await mkdir(join(root, 'build/icons'), { recursive: true });
await render(1024, join(root, 'build/icon.png'));
for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
  await render(size, join(root, `build/icons/${size}x${size}.png`));
}
console.log('icons written to build/');
