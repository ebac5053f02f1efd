/**
 * End-to-end support: the built app served by the REAL server (a child process on a fresh SQLite file), and
 * Debian's Chromium driven by playwright-core. Each test file starts its own server and browser.
 *
 * Without Chromium the e2e suite says so in one line and is skipped (CI installs it, so nothing is skipped
 * there).
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROME_PATH);

if (!hasChromium) {
  // Every test file imports this module (in its own module context): print the line once per run only.
  const marker = join(tmpdir(), `hub-e2e-sem-chromium-${process.ppid}`);
  try {
    writeFileSync(marker, '', { flag: 'wx' });
    console.log(`e2e: Chromium não encontrado em ${CHROME_PATH}; suíte de navegador ignorada`);
  } catch {
    // already said
  }
}

/** The demo learner the server seeds (src/server/db/seed.ts). */
/**
 * The entry's path in the built index.html, which asks for it from a script at the end of the page once the start
 * screen has been drawn (vite.config.ts, loadFromTheEnd).
 */
export function entryOf(html: string): string {
  const entry = html.match(/var entry = '([^']+)'/)?.[1];
  if (!entry) throw new Error('index.html names no entry');
  return entry;
}

export const DEMO = { name: 'Ana Souza', email: 'demo@hub.com.br', password: 'marketing123' } as const;

// ---------------------------------------------------------------------------------------------- the server

/** Builds the app and the server once, only when a build output is missing (CI always builds fresh). */
export function ensureBuilt(): void {
  const outputs = ['dist/index.html', 'dist-server/server/index.js'].map((f) => join(ROOT, f));
  if (outputs.every((f) => existsSync(f))) return;
  console.log('e2e: construindo o app (npm run build)…');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface AppServer {
  url: string;
  port: number;
  databaseFile: string;
  /** Stops the process (the database file stays). */
  stop(): Promise<void>;
  /** Starts it again on the same port and the same database file. */
  restart(): Promise<void>;
  /** Stops it and removes the database. */
  close(): Promise<void>;
  running(): boolean;
}

/** `env`: more environment for the server process (e.g. SMTP_URL), over the defaults below. */
export async function startServer(env: Record<string, string> = {}): Promise<AppServer> {
  ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'hub-e2e-'));
  const databaseFile = join(dir, 'e2e.sqlite');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const launch = async () => {
    output = '';
    const proc = spawn(process.execPath, ['dist-server/server/index.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${databaseFile}`,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`o servidor saiu com código ${proc.exitCode}:\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`o servidor não respondeu em /api/health:\n${output}`);
      await sleep(100);
    }
  };

  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await launch();
  } catch (err) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    port,
    databaseFile,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
  };
}

// --------------------------------------------------------------------------------------------- the browser

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const COMMON: BrowserContextOptions = {
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  serviceWorkers: 'allow',
};
/** A mid-size Android phone. */
export const PHONE: BrowserContextOptions = {
  ...COMMON,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
/** A laptop browser. */
export const LAPTOP: BrowserContextOptions = { ...COMMON, viewport: { width: 1280, height: 800 } };

/** Console errors and uncaught page errors, collected for every page of a context. */
export class ErrorLog {
  readonly entries: string[] = [];
  private allowed: RegExp[] = [
    // Expected while offline or while the server is stopped: the browser reports each request that got no
    // answer ("Failed to load resource: net::ERR_CONNECTION_REFUSED"). HTTP errors (4xx, 5xx) still count.
    /net::ERR_/,
  ];

  constructor(context: BrowserContext) {
    for (const page of context.pages()) this.watch(page);
    context.on('page', (page) => this.watch(page));
  }

  /** Accept console errors matching this pattern too (e.g. a 401 the test provokes on purpose). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  private watch(page: Page): void {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (this.allowed.some((re) => re.test(text))) return;
      this.entries.push(`console.error em ${page.url()}: ${text}`);
    });
    page.on('pageerror', (err) =>
      this.entries.push(`erro na página ${page.url()}: ${err.stack ?? err.message}`),
    );
  }

  /** Throws when anything unexpected was logged. */
  check(): void {
    if (this.entries.length > 0) throw new Error(`O navegador registrou erros:\n${this.entries.join('\n')}`);
  }
}

export interface Session {
  context: BrowserContext;
  page: Page;
  errors: ErrorLog;
  /** Whether the "App pronto para funcionar offline" toast showed up on any page of this context. */
  seen: { offlineToast: boolean };
  /** Another tab in the same context (same session cookie and storage). */
  newPage(): Promise<Page>;
}

/** The service-worker toast once the app is cached. */
export const offlineToast = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: 'App pronto para funcionar offline' });

export async function openContext(
  browser: Browser,
  options: BrowserContextOptions = PHONE,
): Promise<Session> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const errors = new ErrorLog(context);
  const seen = { offlineToast: false };
  const newPage = async () => {
    const page = await context.newPage();
    // The toast is fixed at the bottom of the screen and can cover what the learner wants to tap (on a phone
    // it covers the sign-up button): like a person, close it when it is in the way.
    await page.addLocatorHandler(offlineToast(page), async (toast) => {
      seen.offlineToast = true;
      await toast.getByRole('button', { name: 'Fechar aviso' }).click();
    });
    return page;
  };
  const page = await newPage();
  return { context, page, errors, seen, newPage };
}

// ---------------------------------------------------------------------------------------------- the learner

let learnerCounter = 0;
export function newLearner(name = 'Maria da Silva') {
  learnerCounter += 1;
  return {
    name,
    firstName: name.split(' ')[0]!,
    email: `aprendiz.${Date.now()}.${learnerCounter}@exemplo.com.br`,
    password: 'senha-segura-123',
  };
}
export type Learner = ReturnType<typeof newLearner>;

/** The header's "Nível N · N pontos" line. */
export const header = (page: Page): Locator => page.getByLabel('Seu progresso');

/**
 * The store as redux-persist last wrote it to IndexedDB (database 'hub-marketing', store 'persist', key
 * 'persist:hub'; each slice is itself JSON), or null when nothing is stored.
 */
export async function persistedStore(page: Page): Promise<Record<string, any> | null> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('hub-marketing');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    try {
      if (!db.objectStoreNames.contains('persist')) return null;
      const raw = await new Promise<unknown>((res, rej) => {
        const r = db.transaction('persist').objectStore('persist').get('persist:hub');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      if (typeof raw !== 'string') return null;
      const outer = JSON.parse(raw) as Record<string, string>;
      return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v) as unknown]));
    } finally {
      db.close();
    }
  });
}

/** The events waiting in the device's outbox (database 'hub-outbox', store 'events', one entry per event). */
export async function deviceOutbox(page: Page): Promise<{ userId: string; event: Record<string, any> }[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('hub-outbox');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    try {
      if (!db.objectStoreNames.contains('events')) return [];
      return await new Promise<{ userId: string; event: Record<string, any> }[]>((res, rej) => {
        const r = db.transaction('events').objectStore('events').getAll();
        r.onsuccess = () => res(r.result as { userId: string; event: Record<string, any> }[]);
        r.onerror = () => rej(r.error);
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Waits until the device has saved what the test is about to rely on (redux-persist writes the store about a
 * second after the last change; see the report on persist.ts's throttle).
 */
export async function waitForPersisted(
  page: Page,
  saved: (store: Record<string, any>) => boolean,
  timeout = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const store = await persistedStore(page);
    if (store && saved(store)) return;
    if (Date.now() > deadline)
      throw new Error(
        `O estado salvo no aparelho não chegou ao esperado: ${JSON.stringify(store)?.slice(0, 2000)}`,
      );
    await sleep(100);
  }
}

/** Signs up through the "Cadastrar" tab and waits for the signed-in shell. */
export async function signUp(page: Page, baseUrl: string, learner: Learner): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome completo').fill(learner.name);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Senha').fill(learner.password);
  await page.getByRole('button', { name: 'Junte-se ao Hub' }).click();
  await header(page).getByText(learner.name).waitFor();
  await waitForPersisted(page, (store) => store.auth?.user?.email === learner.email);
}

/** Signs in through the "Entrar" tab and waits for the signed-in shell. */
export async function signIn(
  page: Page,
  baseUrl: string,
  learner: { name: string; email: string; password: string },
): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/`);
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Senha').fill(learner.password);
  await page.getByRole('button', { name: 'Começar' }).click();
  await header(page).getByText(learner.name).waitFor();
  await waitForPersisted(page, (store) => store.auth?.user?.email === learner.email);
}

/** The sync bar while it says what is waiting ("Aguardando envio: 1 quiz e 3 itens do checklist"). */
export const syncBanner = (page: Page): Locator => page.getByRole('status').filter({ hasText: 'aguardando' });

/**
 * Waits until nothing is waiting to be sent: the bar no longer says so, and it counts no event left (chapter
 * opens and sections read included, which it does not mention).
 */
export async function waitForSync(page: Page, timeout = 20_000): Promise<void> {
  await syncBanner(page).waitFor({ state: 'detached', timeout });
  await page.locator('[data-testid="sync-status"][data-waiting="0"]').waitFor({ state: 'attached', timeout });
}

/** Waits until the service worker is active and controls the page (reloading once if it does not yet). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
      timeout: 15_000,
    });
  }
}

/** The learner's snapshot as the server has it, with the context's session cookie. */
export async function serverSnapshot(context: BrowserContext, baseUrl: string) {
  const res = await context.request.get(`${baseUrl}/api/me`);
  if (!res.ok()) throw new Error(`GET /api/me → ${res.status()} ${await res.text()}`);
  return (await res.json()) as {
    user: { id: string; name: string; email: string };
    progress: {
      points: number;
      completedChapters: Record<string, string>;
      quizBests: Record<string, { correct: number; total: number }>;
      checklist: Record<string, string[]>;
      favorites: string[];
      insightsRead: string[];
    };
    summary: { level: number; streak: number };
  };
}

export interface ChapterSummaryJson {
  id: string;
  number: number;
  title: string;
  points: number;
  sectionCount: number;
  sectionIds: string[];
  questionCount: number;
  checklistCount: number;
}
export interface ChapterJson {
  id: string;
  title: string;
  points: number;
  quiz: { id: string; question: string; options: string[]; answer: number; explanation: string }[];
  checklist: { id: string; task: string }[];
  sections: { id: string; title: string }[];
}

export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
  return (await res.json()) as T;
}

export const catalogue = (baseUrl: string) =>
  fetchJson<{ chapters: ChapterSummaryJson[]; insights: { id: string; title: string }[] }>(
    `${baseUrl}/content/catalogue.json`,
  );
export const chapterContent = (baseUrl: string, id: string) =>
  fetchJson<ChapterJson>(`${baseUrl}/content/chapters/${id}.json`);

/** "1.250 pontos", as the app writes it. */
export const points = (n: number) =>
  `${new Intl.NumberFormat('pt-BR').format(n)} ${n === 1 ? 'ponto' : 'pontos'}`;

/** Polls a condition until it holds (no fixed sleeps). */
export async function until(
  condition: () => Promise<boolean> | boolean,
  message: string,
  timeout = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Tempo esgotado esperando: ${message}`);
    await sleep(100);
  }
}

/** vitest's expect.poll with a patience fit for a browser (its default is one second). */
export const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(fn, { timeout, interval: 100 });

/**
 * One server and one browser per test file; every context a test opens is closed after it, and the test
 * fails when any of its pages logged an unexpected error.
 */
export function useApp(options: { env?: () => Record<string, string> } = {}) {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const sessions: Session[] = [];
  beforeAll(async () => {
    // A function, so the test can start what the server needs (a mail server, say) in its own beforeAll first.
    [server, browser] = await Promise.all([startServer(options.env?.()), launchBrowser()]);
  });
  afterEach(async () => {
    const open = sessions.splice(0);
    for (const s of open) await s.context.close().catch(() => undefined);
    if (server && !server.running()) await server.restart();
    const entries = open.flatMap((s) => s.errors.entries);
    if (entries.length > 0) throw new Error(`O navegador registrou erros:\n${entries.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server(): AppServer {
      if (!server) throw new Error('servidor não iniciado');
      return server;
    },
    get url(): string {
      return this.server.url;
    },
    async open(options: BrowserContextOptions = PHONE): Promise<Session> {
      if (!browser) throw new Error('navegador não iniciado');
      const s = await openContext(browser, options);
      sessions.push(s);
      return s;
    },
  };
}
