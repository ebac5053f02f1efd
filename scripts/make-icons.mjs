// Renders public/favicon.svg into the PNG icons of the manifest (run after changing the logo).
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, size, padding, bg] of [
  ['icon-192', 192, 0, 'transparent'],
  ['icon-512', 512, 0, 'transparent'],
  ['maskable-512', 512, 0.1, '#4338ca'],
]) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - padding * 2));
  await page.setContent(
    `<body style="margin:0;background:${bg};display:grid;place-items:center;height:${size}px">${svg.replace(
      '<svg ',
      `<svg width="${inner}" height="${inner}" `,
    )}</body>`,
  );
  await page.screenshot({ path: `public/icons/${name}.png`, omitBackground: bg === 'transparent' });
}
await browser.close();
