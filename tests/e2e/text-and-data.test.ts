/**
 * Text to size and data a learner can see, in the built app: "Tamanho do texto" grows every screen's text by
 * its factor, from the first paint, without pushing anything past a phone's width; "Economizar dados" keeps a
 * section's video and a large image off the network until the learner taps them; a chapter says what it costs.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, PHONE, hasChromium, poll, signIn, useApp, waitForPersisted } from '../support/browser';

const paragraphSize = (page: Page) =>
  page
    .locator('article p')
    .first()
    .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));

/** Content wider than the window would make the page scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!hasChromium)('e2e: tamanho do texto e economia de dados', () => {
  const app = useApp();

  it('"Muito grande" makes a chapter’s text 1,4× larger from the first paint, and no screen overflows at 390 px', async () => {
    const { page } = await app.open(PHONE);
    await signIn(page, app.url, DEMO);
    await page.goto(`${app.url}/capitulos/1`);
    await page.locator('article p').first().waitFor();
    const normal = await paragraphSize(page);

    await page.goto(`${app.url}/ajustes`);
    const card = page.getByRole('region', { name: 'Tamanho do texto' });
    expect(await card.getByRole('radio', { name: 'Normal' }).isChecked()).toBe(true);
    const chosen = card.getByRole('radio', { name: 'Muito grande' });
    await chosen.scrollIntoViewIfNeeded();
    const before = (await chosen.boundingBox())!.y;
    await chosen.check();
    await waitForPersisted(page, (store) => store.ui?.textScale === 1.4);
    // Everything above grew: the option the learner chose stays where it was, on screen.
    await poll(async () => Math.abs((await chosen.boundingBox())!.y - before) < 24).toBe(true);

    await page.goto(`${app.url}/capitulos/1`);
    await page.locator('article p').first().waitFor();
    expect(await paragraphSize(page)).toBeCloseTo(normal * 1.4, 1);

    // Before any of the app's code runs (the document is parsed, deferred scripts not yet run), the root
    // size is already the learner's: the boot screen and the first render are drawn at it.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { rootSizeAtStart: string }).rootSizeAtStart = getComputedStyle(
            document.documentElement,
          ).fontSize;
      });
    });
    await page.reload();
    await page.locator('article p').first().waitFor();
    const atStart = await page.evaluate(
      () => (window as unknown as { rootSizeAtStart: string }).rootSizeAtStart,
    );
    expect(parseFloat(atStart)).toBeCloseTo(16 * 1.4, 1);

    for (const path of ['/', '/capitulos/1', '/aprender', '/progresso', '/comunidade', '/ajustes']) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      expect(await overflow(page), `${path} mais largo que a tela`).toBeLessThanOrEqual(0);
    }

    // Back to Normal, and the chapter's text is as it was.
    await page
      .getByRole('region', { name: 'Tamanho do texto' })
      .getByRole('radio', { name: 'Normal' })
      .check();
    await page.goto(`${app.url}/capitulos/1`);
    await page.locator('article p').first().waitFor();
    expect(await paragraphSize(page)).toBeCloseTo(normal, 1);
  });

  it('with "Economizar dados" on, a section’s video and a large image are requested only when tapped', async () => {
    // No service worker: every request goes through the page, where the test sees it.
    const { page } = await app.open({ ...PHONE, serviceWorkers: 'block' });
    const VIDEO = 'https://midia.exemplo.com.br/aula-11.mp4';
    const FIGURE = 'c1-funil-aida.svg';
    // Chapter 1 with a video section first, like chapter 11 of the test fixture, and its figure made large.
    await page.route('**/content/chapters/1.json', async (route) => {
      const response = await route.fetch();
      const chapter = await response.json();
      chapter.sections.unshift({
        id: 'aula-em-video',
        type: 'video',
        title: 'Aula em vídeo: os três tipos de mídia',
        body: 'Assista ao vídeo ou leia a transcrição: os dois trazem a mesma aula, do começo ao fim, com os mesmos exemplos.',
        media: {
          url: VIDEO,
          duration: '4 min',
          bytes: 3_400_000,
          transcript:
            'Transcrição completa do vídeo. Mídia própria é o canal que a empresa controla, como o site e a lista de e-mails.',
        },
      });
      await route.fulfill({ response, json: chapter });
    });
    await page.route('**/content/catalogue.json', async (route) => {
      const response = await route.fetch();
      const catalogue = await response.json();
      const one = catalogue.chapters.find((c: { id: string }) => c.id === '1');
      one.sectionIds.unshift('aula-em-video');
      one.sectionCount += 1;
      one.download.media = { 'aula-em-video': 3_400_000 };
      one.download.figures[FIGURE] = 250_000;
      await route.fulfill({ response, json: catalogue });
    });
    await page.route('https://midia.exemplo.com.br/**', (route) =>
      route.fulfill({ status: 200, contentType: 'video/mp4', body: Buffer.alloc(64) }),
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const asked = (end: string) => requested.some((url) => url.endsWith(end));

    await signIn(page, app.url, DEMO);
    await page.goto(`${app.url}/ajustes`);
    const saver = page
      .getByRole('region', { name: 'Economizar dados' })
      .getByRole('switch', { name: 'Economizar dados' });
    expect(await saver.isChecked()).toBe(false);
    await saver.check();
    await waitForPersisted(page, (store) => store.ui?.dataSaver === true);

    await page.goto(`${app.url}/capitulos/1?secao=aula-em-video`);
    // The chapter says what it costs: its text (measured by the build) with its figure, and with the video.
    await page
      .getByText(/Para ler: 0,3\sMB, menos de R\$\s0,01 · Com mídia: 3,\d\sMB ≈ R\$\s0,02$/)
      .waitFor();
    const load = page.getByRole('button', { name: /^Carregar vídeo \(3,4\sMB\)$/ });
    await load.waitFor();
    await page.getByText('Transcrição do vídeo').waitFor();
    await page.waitForTimeout(1000);
    expect(asked('aula-11.mp4')).toBe(false);
    expect(await page.locator('video').count()).toBe(0);
    await load.click();
    await page.getByLabel('Vídeo: Aula em vídeo: os três tipos de mídia (4 min)').waitFor();
    await poll(() => asked('aula-11.mp4')).toBe(true);

    await page.goto(`${app.url}/capitulos/1?secao=funil`);
    const loadImage = page.getByRole('button', { name: /^Carregar imagem \(0,3\sMB\)$/ });
    await loadImage.waitFor();
    await page.waitForTimeout(1000);
    expect(asked(`/content/img/${FIGURE}`)).toBe(false);
    await loadImage.click();
    await page.locator(`img[src$="${FIGURE}"]`).waitFor();
    await poll(() => asked(`/content/img/${FIGURE}`)).toBe(true);
  });
});
