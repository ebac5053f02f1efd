// Web budgets (DESIGN.md §9), as ratios to a floor app measured in the same run (scripts/floor-app: the design
// card's libraries alone rendering a sign-in form, built and served the same way): the Brotli size of the
// JavaScript loaded before the first screen renders, and Lighthouse 12 mobile runs (slow 4G, 4× CPU) of the floor's
// sign-in, our sign-in and our home against the real server. Prints figures; asserts nothing.
// Usage: npm run bench:web [-- --no-lighthouse] [-- --save DIR]   (BENCH_RUNS, default 5)
import { readFileSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn, execSync } from 'node:child_process';
import { buildFloor, floorFirstScreenBrotli, serveFloor } from './lib/floor-app.mjs';

const dist = 'dist';
if (!existsSync(join(dist, '.vite', 'manifest.json'))) execSync('npm run build', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// What the browser must run before React paints a screen: the entry and everything it imports statically,
// plus, for a screen split into its own chunk, that chunk and its static imports.
const entry = Object.values(manifest).find((c) => c.isEntry);
const closure = (chunk, files = new Set()) => {
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const key of chunk.imports ?? []) closure(manifest[key], files);
  return files;
};
const gz = (f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
const br = (f) => brotliCompressSync(readFileSync(join(dist, f))).length;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
// Each first screen is a chunk of its own beside the entry (docs/decisions/032-first-screens-split.md), named
// by the build's groups (vite.config.ts) or, left to the bundler, by the screen's file.
// By the group's own name: `app` is also the start of `app-shared`.
const chunkOf = (group, src) =>
  Object.values(manifest).find((c) => (!c.src && c.name === group) || c.src?.endsWith(src));
const screens = [
  ['home (signed in)', closure(chunkOf('app', 'app/SignedInApp.tsx'), closure(entry))],
  ['sign-in', closure(chunkOf('sign-in', 'auth/SignInScreen.tsx'), closure(entry))],
];
for (const [name, files] of screens)
  if (files.size <= closure(entry).size) throw new Error(`bench:web: no chunk found for the ${name} screen`);
const floorDir = await buildFloor();
const floorJs = floorFirstScreenBrotli(floorDir);
/** A difference with its sign: "+ 12", "− 8". */
const signed = (d) => (Math.round(d) < 0 ? `− ${-Math.round(d)}` : `+ ${Math.round(d)}`);
const ratio = (a, b) => `${(a / b).toFixed(2).replace('.', ',')}×`;
console.log('JavaScript before the first screen renders (Brotli; budget ≤ 1,15× the floor app):');
console.log(`  floor app (design card's libraries, sign-in form): ${kb(floorJs).trim()}`);
for (const [name, files] of screens) {
  const rows = [...files].map((f) => [f, br(f), gz(f)]).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((n, [, s]) => n + s, 0);
  const totalGz = rows.reduce((n, [, , s]) => n + s, 0);
  console.log(
    `  ${name}: ${kb(total).trim()} = ${ratio(total, floorJs)} the floor (gzip ${kb(totalGz).trim()})`,
  );
  for (const [f, s] of rows) console.log(`    ${kb(s)}  ${f}`);
}

if (process.argv.includes('--no-lighthouse')) {
  rmSync(floorDir, { recursive: true, force: true });
  process.exit(0);
}
const floorPort = 3313;
const floor = await serveFloor(floorDir, floorPort);

const port = 3311;
const dataDir = mkdtempSync(join(tmpdir(), 'hub-bench-'));
const server = spawn(process.execPath, ['dist-server/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${dataDir}/bench.sqlite`,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
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
  // The home screen shows only to a learner the app knows (persisted in IndexedDB): in its own browser, sign
  // in through the real UI first and keep that storage for the run. The sign-in run gets a fresh browser.
  async function signIn(port) {
    const { chromium } = await import('playwright-core');
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${base}/entrar`);
    await page.getByLabel('E-mail').fill('demo@hub.com.br');
    await page.getByLabel('Senha').fill('marketing123');
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByText('Nível 3').first().waitFor();
    await page.close();
    await cdp.close();
  }
  const pages = [
    ['floor sign-in', `http://127.0.0.1:${floorPort}/`, false],
    ['sign-in (/entrar)', `${base}/entrar`, false],
    ['home (/, signed in)', `${base}/`, true],
  ];
  const RUNS = Number(process.env.BENCH_RUNS ?? 5);
  const medians = {};
  // `--save DIR` keeps each run's full Lighthouse report (open it in the Lighthouse viewer to see the long tasks).
  const saveAt = process.argv.indexOf('--save');
  const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nLighthouse 12, mobile defaults (simulated slow 4G, 4× CPU), median of ${RUNS} runs:`);
  // The three pages in turns, round after round, so what else the machine is doing weighs on each alike.
  const runsOf = Object.fromEntries(pages.map(([name]) => [name, []]));
  const lastReport = {};
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url, signedIn] of pages) {
      const chrome = await launch();
      if (signedIn) await signIn(chrome.port);
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: signedIn };
      const lhr = (await lighthouse(url, flags)).lhr;
      await chrome.kill();
      // A run Lighthouse could not finish (say, a page that painted nothing in time) has no figures: said, and
      // left out of the medians rather than sorted in as NaN.
      if (lhr.runtimeError) {
        console.log(
          `  ${name}, round ${i + 1}: Lighthouse failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
        );
        continue;
      }
      lastReport[name] = lhr;
      if (saveDir) writeFileSync(join(saveDir, `${name.split(' ')[0]}-${i + 1}.json`), JSON.stringify(lhr));
      const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const value = (k) => lhr.audits[k]?.numericValue ?? NaN;
      runsOf[name].push({
        round: i,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      });
    }
  }
  for (const [name] of pages) {
    const runs = runsOf[name];
    const lhr = lastReport[name];
    if (!lhr) {
      console.log(`  ${name.padEnd(22)} no run finished`);
      continue;
    }
    const m = (k) => median(runs.map((r) => r[k]));
    medians[name] = { lcp: m('lcp'), tbt: m('tbt') };
    console.log(
      `  ${name.padEnd(22)} Performance ${m('performance')}  Accessibility ${m('accessibility')}  Best Practices ${m('bestPractices')}  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}`,
    );
    console.log(
      `      runs: ${runs.map((r) => `P${r.performance} LCP ${(r.lcp / 1000).toFixed(2)} s TBT ${Math.round(r.tbt)} ms`).join(' | ')}`,
    );
    // Lighthouse's 4× slowdown assumes a host scoring about 1,000 or more; below that, every CPU figure (TBT
    // above all, and the Performance score with it) is inflated by the host, not the app.
    const index = Math.round(m('benchmarkIndex'));
    console.log(
      `      host CPU benchmarkIndex ${index}${index < 1000 ? ' (below Lighthouse’s baseline of 1000: TBT and Performance are inflated by this machine)' : ''}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        ['accessibility', 'best-practices'].some((c) =>
          lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0),
        ),
    );
    for (const a of failing)
      console.log(`      ✗ ${a.id}: ${a.title} ${JSON.stringify(a.details?.items ?? []).slice(0, 300)}`);
  }
  // Each round's sign-in against the floor's of the same round.
  const pairs = runsOf['sign-in (/entrar)'].flatMap((r) => {
    const floorRun = runsOf['floor sign-in'].find((f) => f.round === r.round);
    return floorRun ? [r.tbt - floorRun.tbt] : [];
  });
  const f = medians['floor sign-in'];
  const ours = medians['sign-in (/entrar)'];
  const home = medians['home (/, signed in)'];
  if (!f || !ours || !home) throw new Error('bench:web: a page had no Lighthouse run that finished');
  console.log('\nAgainst the floor app, same run (medians):');
  console.log(
    `  sign-in LCP ${ratio(ours.lcp, f.lcp)} the floor's (budget ≤ 1,00×); sign-in TBT ${Math.round(ours.tbt)} ms = floor ${signed(ours.tbt - f.tbt)} ms (budget ≤ + 30 ms)`,
  );
  console.log(
    `  sign-in TBT minus the floor's, round by round: median ${signed(median(pairs))} ms (${pairs.map((d) => Math.round(d)).join(', ')} ms)`,
  );
  console.log(`  home TBT ${Math.round(home.tbt)} ms (budget ≤ 100 ms)`);
} finally {
  await floor?.close();
  rmSync(floorDir, { recursive: true, force: true });
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
