import { chromium } from '@playwright/test';
const css = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const out = [];
for (const w of [1141, 1160, 1200, 1240, 1280, 1366, 1440, 1500]) {
  const p = await b.newPage({ viewport: { width: w, height: 800 }, bypassCSP: true });
  await p.goto('http://127.0.0.1:3999/about');
  if (css) await p.addStyleTag({ content: css });
  const r = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  out.push(w + ':' + r);
  await p.close();
}
console.log(out.join(' '));
await b.close();
