// Accessibility of every screen (Lighthouse 12, accessibility category only), signed out and signed in, in
// the light and the dark theme, against the built app and the real server. Prints each screen's score and
// every failing audit; exits 1 when a screen scores below 100. Usage: npm run bench:a11y
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn, execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

if (!existsSync('dist/index.html') || !existsSync('dist-server/server/index.js'))
  execSync('npm run build', { stdio: 'inherit' });

const port = 3312;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'hub-a11y-'));
const server = spawn(process.execPath, ['dist-server/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${dataDir}/a11y.sqlite`,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function api(path, body, cookie) {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return {
    json: await res.json(),
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

let failures = 0;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  // A learner who finished every chapter, for a real certificate page.
  const email = `certificado-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const { cookie } = await api('/auth/register', {
    name: 'Joana Pereira',
    email,
    password: 'uma frase longa de acesso',
  });
  const chapterIds = Array.from({ length: 10 }, (_, i) => String(i + 1));
  await api(
    '/events',
    {
      events: chapterIds.map((chapterId) => ({
        id: randomUUID(),
        type: 'chapter.completed',
        chapterId,
        occurredAt: new Date().toISOString(),
      })),
    },
    cookie,
  );
  const { json: certificate } = await api('/me/certificate', {}, cookie);
  const certificatePath = new URL(certificate.url).pathname;

  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('playwright-core');
  const launch = () =>
    chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });

  // Signs the demo learner in through the real screens and picks the theme in Ajustes, in this browser.
  async function prepare(chromePort, theme) {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${base}/entrar`);
    await page.getByLabel('E-mail').fill('demo@hub.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('marketing123');
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByText('Nível 3').first().waitFor();
    await page.goto(`${base}/ajustes`);
    await page.getByRole('radio', { name: theme === 'dark' ? 'Escuro' : 'Claro' }).check();
    // Let redux-persist write the choice before the browser is handed over.
    await page.waitForTimeout(500);
    await page.close();
    await cdp.close();
  }

  const signedOut = [
    '/entrar',
    '/esqueci-senha',
    '/redefinir-senha?token=abc',
    '/privacidade',
    '/insights/cookies-que-ficaram',
    certificatePath,
  ];
  const signedIn = [
    '/',
    '/aprender',
    '/capitulos/1',
    '/capitulos/1/quiz',
    '/capitulos/1/checklist',
    '/insights/cookies-que-ficaram',
    '/progresso',
    '/comunidade',
    '/ajustes',
    '/privacidade',
    '/quiz-diario',
    '/projeto-final',
    '/projeto-final/imprimir',
    ...(process.env.A11Y_EXTRA ? process.env.A11Y_EXTRA.split(',') : []),
  ];
  const runs = [
    ...signedOut.map((path) => ({ path, theme: null })),
    ...['light', 'dark'].flatMap((theme) => signedIn.map((path) => ({ path, theme }))),
  ];
  console.log('Lighthouse 12 accessibility, phone size:');
  let chrome = null;
  let preparedFor;
  for (const { path, theme } of runs) {
    if (!chrome || preparedFor !== theme) {
      if (chrome) await chrome.kill();
      chrome = await launch();
      if (theme) await prepare(chrome.port, theme);
      preparedFor = theme;
    }
    const { lhr } = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: Boolean(theme),
    });
    const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
    if (score < 100) failures += 1;
    const label = `${path}${theme ? ` (entrou, tema ${theme === 'dark' ? 'escuro' : 'claro'})` : ' (sem login)'}`;
    console.log(`  ${String(score).padStart(3)}  ${label}`);
    for (const a of Object.values(lhr.audits)) {
      if (a.score === null || a.score === 1) continue;
      if (!lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0)) continue;
      console.log(`         ✗ ${a.id}: ${JSON.stringify(a.details?.items ?? []).slice(0, 400)}`);
    }
  }
  if (chrome) await chrome.kill();
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failures === 0 ? '\nEvery screen scores 100.' : `\n${failures} screen(s) below 100.`);
process.exit(failures === 0 ? 0 : 1);
