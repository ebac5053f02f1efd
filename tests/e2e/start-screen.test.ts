/**
 * The start screen index.html paints stays on until a first screen is drawn: while the code of Entrar/Cadastrar
 * or of the signed-in app is on its way (slow data), the learner never sees an empty page, nor a second screen
 * in between.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, entryOf, hasChromium, PHONE, ROOT, signIn, useApp } from '../support/browser';

/** Counts the frames that show neither the start screen nor a screen's heading, once either has shown. */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { emptyFrames: number; frames: number; sawHeading: boolean };
    w.emptyFrames = 0;
    w.frames = 0;
    w.sawHeading = false;
    // Counted from the first frame that shows something (before it, the document is still being read).
    let started = false;
    const shown = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0;
    const frame = () => {
      if (document.body) {
        w.frames++;
        const boot = shown(document.querySelector('.boot'));
        const heading = shown(document.querySelector('h1'));
        if (heading) w.sawHeading = true;
        if (boot || heading) started = true;
        if (started && !boot && !heading) w.emptyFrames++;
        if (boot && heading) w.emptyFrames++; // two screens at once is no better
      }
      if (!w.sawHeading) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Every script but the entry and the bundler's runtime arrives 1,2 s late: the first screen's code is among them. */
async function slowScreens(page: Page, baseUrl: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const entry = entryOf(html);
  const first = (path: string) => path === entry || /\/rolldown-runtime-/.test(path);
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!first(new URL(route.request().url()).pathname)) await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
}

const frames = (page: Page) =>
  page.evaluate(() => {
    const { emptyFrames, frames } = window as unknown as { emptyFrames: number; frames: number };
    return { emptyFrames, frames };
  });

describe.skipIf(!hasChromium)('e2e: a tela de abertura', () => {
  const app = useApp();

  it('desenha a tela de abertura antes de pedir o código do app', async () => {
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    // The first frame that lays the start screen out, seen from a frame callback that runs before the page's own.
    await page.addInitScript(() => {
      const w = window as unknown as { bootDrawnAt?: number };
      const frame = () => {
        const boot = document.querySelector('.boot');
        if (boot && boot.getClientRects().length > 0) w.bootDrawnAt = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const entry = entryOf(await (await fetch(`${app.url}/`)).text());
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: 'Hub de Marketing Digital' }).waitFor();
    const { drawn, asked } = await page.evaluate(
      (entry) => ({
        drawn: (window as unknown as { bootDrawnAt?: number }).bootDrawnAt,
        asked: performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === entry)
          ?.startTime,
      }),
      entry,
    );
    expect(drawn).toBeDefined();
    expect(asked).toBeDefined();
    expect(asked!).toBeGreaterThan(drawn!);
  });

  it('pede o código da primeira tela junto com o de entrada, não depois de rodá-lo', async () => {
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    const html = await (await fetch(`${app.url}/`)).text();
    const entry = entryOf(html);
    // The entry arrives 1,5 s late: whatever is asked for meanwhile was asked for by the page, not by the entry.
    let askedBeforeEntry: string[] = [];
    let entryServed = false;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === entry) {
        await new Promise((r) => setTimeout(r, 1500));
        entryServed = true;
      } else if (!entryServed) askedBeforeEntry.push(path);
      await route.continue();
    });
    // The bundler's runtime, which the entry imports, is asked for with the page too: found only once the entry
    // is compiled, it would be fetched while nothing else can run.
    const firstScreen = (paths: string[]) => ({
      runtime: paths.some((path) => /\/assets\/rolldown-runtime-/.test(path)),
      forms: paths.some((path) => /\/assets\/sign-in-(?!shared-)/.test(path)),
      app: paths.some((path) => /\/assets\/app-(?!shared-)/.test(path)),
    });

    // No session on this device: Entrar/Cadastrar's code, not the signed-in app's.
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: 'Hub de Marketing Digital' }).waitFor();
    expect(firstScreen(askedBeforeEntry)).toEqual({ runtime: true, forms: true, app: false });

    // Signed in: Início's code, not the forms'.
    await signIn(page, app.url, DEMO);
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    askedBeforeEntry = [];
    entryServed = false;
    await page.reload();
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    expect(firstScreen(askedBeforeEntry)).toEqual({ runtime: true, forms: false, app: true });
  });

  it('pede o código da sincronização e do service worker só depois de desenhar a primeira tela', async () => {
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    // When the app first puts something in #root (its first screen's commit), seen from a mutation observer.
    await page.addInitScript(() => {
      const w = window as unknown as { firstScreenAt?: number };
      new MutationObserver((_records, observer) => {
        if (!document.getElementById('root')?.firstElementChild) return;
        w.firstScreenAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // What the first screen does not need: sync's triggers, and the worker's registration with workbox-window.
    const later = /\/assets\/(sync-start|register|workbox-window)[-.][^/]*\.js$/;
    const timing = () =>
      page.evaluate((source) => {
        const pattern = new RegExp(source);
        return {
          firstScreenAt: (window as unknown as { firstScreenAt?: number }).firstScreenAt,
          asked: performance
            .getEntriesByType('resource')
            .filter((e) => pattern.test(new URL(e.name).pathname))
            .map((e) => ({ file: new URL(e.name).pathname.replace(/-[\w-]{8}\.js$/, ''), at: e.startTime })),
        };
      }, later.source);
    const askedAfter = async () => {
      await expect.poll(async () => (await timing()).asked.length, { timeout: 10_000 }).toBe(3);
      const { firstScreenAt, asked } = await timing();
      expect(firstScreenAt).toBeDefined();
      return Object.fromEntries(asked.map((a) => [a.file, a.at > firstScreenAt!]));
    };
    const all = {
      '/assets/sync-start': true,
      '/assets/register': true,
      '/assets/workbox-window.prod.es5': true,
    };

    await page.goto(`${app.url}/entrar`);
    await page.getByLabel('E-mail').waitFor();
    expect(await askedAfter()).toEqual(all);

    await signIn(page, app.url, DEMO);
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    expect(await askedAfter()).toEqual(all);
  });

  it('abre Entrar sem criar nenhum formatador Intl (o primeiro de uma página prepara o ICU, caro num celular simples)', async () => {
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const kind of [
        'NumberFormat',
        'DateTimeFormat',
        'ListFormat',
        'PluralRules',
        'RelativeTimeFormat',
        'Collator',
        'Segmenter',
      ] as const) {
        const Made = Intl[kind] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Made, {
          construct: (target, args) => (made.push(kind), Reflect.construct(target, args)),
          apply: (target, self, args) => (made.push(kind), Reflect.apply(target as never, self, args)),
        });
      }
    });
    await page.goto(`${app.url}/entrar`);
    await page.getByLabel('E-mail').waitFor();
    // Sync and the rest that loads after the first screen have arrived by then.
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
  });

  it('prepara os dados do Intl em outra thread enquanto o código chega, e essa thread termina sozinha', async () => {
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    const html = await (await fetch(`${app.url}/`)).text();
    const entry = entryOf(html);
    let entryServed = false;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      if (new URL(route.request().url()).pathname === entry) {
        await new Promise((r) => setTimeout(r, 1000));
        entryServed = true;
      }
      await route.continue();
    });
    const started: { url: string; beforeEntry: boolean; closed: Promise<void> }[] = [];
    page.on('worker', (worker) =>
      started.push({
        url: new URL(worker.url()).pathname,
        beforeEntry: !entryServed,
        closed: new Promise((resolve) => worker.on('close', () => resolve())),
      }),
    );
    const warmups = () => started.filter((w) => w.url === '/intl-warmup.js');

    await page.goto(`${app.url}/entrar`);
    await page.getByLabel('E-mail').waitFor();
    expect(warmups().map((w) => w.beforeEntry)).toEqual([true]);
    await warmups()[0]!.closed;

    await signIn(page, app.url, DEMO);
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    entryServed = false;
    started.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    expect(warmups().map((w) => w.beforeEntry)).toEqual([true]);
    await warmups()[0]!.closed;
    // And offline: the service worker keeps it with the app.
    expect(readFileSync(join(ROOT, 'dist', 'sw.js'), 'utf8')).toContain(`url:"intl-warmup.js"`);
  });

  it('pede a figura de um capítulo só quando ele chega perto da tela', async () => {
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    await signIn(page, app.url, DEMO);
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.reload();
    const first = page.getByRole('link', { name: /^Capítulo 1 / });
    await first.waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    // Início opens at its top: on a phone even the first chapter is a screen below it (the browser's own lazy
    // loading would have asked for it, and the next few, from there).
    const pictures = () => asked.filter((path) => path.startsWith('/content/img/'));
    expect(pictures()).toEqual([]);
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => pictures()).toContain('/content/img/fundamentos.svg');
    expect(pictures()).not.toContain('/content/img/jornada.svg');
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Back on Início after a chapter, a picture already shown is there from the card's first frame.
    await page.evaluate(() => {
      const w = window as unknown as { bareCards: number };
      w.bareCards = 0;
      const card = 'a[href="/capitulos/1"]';
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const a of [node, ...node.querySelectorAll(card)])
                if (a.matches(card) && !a.querySelector('img')) w.bareCards++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await first.click();
    await page.getByRole('button', { name: 'Voltar ao Painel' }).waitFor();
    await page.goBack();
    await first.waitFor();
    expect(await page.evaluate(() => (window as unknown as { bareCards: number }).bareCards)).toBe(0);
  });

  it('fica na tela enquanto o código de Entrar/Cadastrar chega, sem página vazia', async () => {
    const { page } = await app.open(PHONE);
    await slowScreens(page, app.url);
    await watchFrames(page);
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: 'Hub de Marketing Digital' }).waitFor();
    const seen = await frames(page);
    expect(seen.frames).toBeGreaterThan(10);
    expect(seen.emptyFrames).toBe(0);
    // Once the form is there, the start screen is gone for good (no second copy under it).
    expect(await page.locator('.boot').isVisible()).toBe(false);
  });

  it('fica na tela enquanto o app de quem já entrou carrega, sem “Abrindo sua conta…”', async () => {
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    await signIn(page, app.url, DEMO);
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    await slowScreens(page, app.url);
    await watchFrames(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.reload();
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    const seen = await frames(page);
    expect(seen.frames).toBeGreaterThan(10);
    expect(seen.emptyFrames).toBe(0);
    // The forms' code, which the page asks for ahead on a first visit, is not fetched for a signed-in start.
    expect(asked.some((path) => path.includes('/assets/app-'))).toBe(true);
    expect(asked.filter((path) => /\/assets\/sign-in-(?!shared-)/.test(path))).toEqual([]);

    // An old link to Entrar opens Início: part of opening the app, so the focus stays at the page's start (no
    // ring drawn on a heading nobody moved to).
    await page.goto(`${app.url}/entrar`);
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  });
});
