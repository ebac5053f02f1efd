// Takes the screenshots the manifest shows in the install sheet (Android and desktop Chrome): the home screen
// on a phone (narrow) and a chapter on a computer (wide), signed in as the demo learner, from the built app
// served by the real server. Run after a visible change to those screens: node scripts/make-screenshots.mjs
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execSync, spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import UPNG from 'upng-js';

// The install sheet shows these small; past about 200 KB they only slow the sheet down.
const MAX_BYTES = 200 * 1024;
const outDir = join('public', 'screenshots');
const shots = [
  {
    file: 'inicio-celular.png',
    path: '/',
    ready: (page) => page.getByRole('heading', { name: 'Capítulos' }).waitFor(),
    // 390×844 CSS pixels at 2×: a common phone, and the 780×1688 the manifest declares.
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
  {
    file: 'capitulo-computador.png',
    path: '/capitulos/2',
    ready: (page) => page.getByRole('button', { name: 'Marcar como concluído' }).waitFor(),
    context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  },
];

if (!existsSync(join('dist', 'sw.js')) || !existsSync(join('dist-server', 'server', 'index.js')))
  execSync('npm run build', { stdio: 'inherit' });

const port = 3313;
const dataDir = mkdtempSync(join(tmpdir(), 'hub-screenshots-'));
const server = spawn(process.execPath, ['dist-server/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${dataDir}/screenshots.sqlite`,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--hide-scrollbars',
  ],
});
let failed = false;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  mkdirSync(outDir, { recursive: true });
  for (const shot of shots) {
    const context = await browser.newContext({
      ...shot.context,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      // No worker: its "App pronto para funcionar offline" toast would cover the screen.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${base}/entrar`);
    await page.getByLabel('E-mail').fill('demo@hub.com.br');
    await page.getByLabel('Senha').fill('marketing123');
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByText('Nível 3').first().waitFor();
    await page.goto(`${base}${shot.path}`);
    await shot.ready(page);
    // Thumbnails and fonts settle; nothing animates with reduced motion.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // Down to a 256-colour palette, as pngquant does: a screen of flat colours and text looks the same at a
    // third of the size.
    const image = UPNG.decode(await page.screenshot());
    const png = Buffer.from(UPNG.encode(UPNG.toRGBA8(image), image.width, image.height, 256));
    const file = join(outDir, shot.file);
    writeFileSync(file, png);
    const size = png.length;
    const note = size > MAX_BYTES ? `  ✗ over ${MAX_BYTES / 1024} KB` : '';
    console.log(`${file}: ${(size / 1024).toFixed(0)} KB${note}`);
    if (note) failed = true;
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
