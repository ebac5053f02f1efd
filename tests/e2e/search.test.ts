/**
 * The search on a phone: typing on Início shows the results right under the box, in view, and a result opens
 * the chapter at its section; once installed, it answers with the server stopped and the phone offline.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  catalogue,
  chapterContent,
  hasChromium,
  newLearner,
  offlineToast,
  signUp,
  useApp,
  waitForServiceWorker,
  waitForSync,
} from '../support/browser';

const SOCIAL = 'Estratégia de Mídia Social';

/** The panel is in the 390×844 viewport, not somewhere below the fold. */
async function expectInView(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + Math.min(box!.height, 48)).toBeLessThanOrEqual(viewport.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

describe.skipIf(!hasChromium)('e2e: search', () => {
  const app = useApp();

  it('mostra os resultados logo abaixo da busca, no Início, e abre o capítulo na seção', async () => {
    const { chapters } = await catalogue(app.url);
    const social = chapters.find((c) => c.title === SOCIAL)!;
    const content = await chapterContent(app.url, social.id);
    const section = content.sections[0]!;

    const { page } = await app.open();
    await signUp(page, app.url, newLearner('Carla Nunes'));
    expect(new URL(page.url()).pathname).toBe('/');
    // Like a person, close the "ready offline" notice first: tapping it later would leave the search box.
    await waitForServiceWorker(page);
    const toast = offlineToast(page);
    await toast.waitFor({ timeout: 5_000 }).catch(() => undefined);
    if (await toast.isVisible()) await toast.getByRole('button', { name: 'Fechar aviso' }).click();

    const search = page.getByRole('searchbox');
    await search.click();
    await search.pressSequentially('instagram');
    const results = page.getByRole('region', { name: 'Resultados da busca' });
    const first = results.getByRole('link').first();
    await first.waitFor();
    await expectInView(page, results);
    await expectInView(page, first);
    expect(await results.getByRole('status').textContent()).toMatch(/^\d+ resultados?$/);
    expect(await first.textContent()).toContain(section.title);
    expect(await first.textContent()).toContain(`Cap. ${social.number} · ${SOCIAL}`);
    // a finger fits every result
    const heights = await results
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

    // "email" without the hyphen, and "roas", find what the course covers
    await search.fill('email');
    await results.getByRole('link', { name: /^E-mail Marketing/ }).waitFor();
    await search.fill('roas');
    await results
      .getByRole('link', { name: /Cap\. 1 · / })
      .first()
      .waitFor();

    await search.fill('instagram');
    await first.waitFor();
    await first.click();
    await page.waitForURL(
      (u) => u.pathname === `/capitulos/${social.id}` && u.searchParams.get('secao') === section.id,
    );
    await page.getByRole('heading', { name: section.title }).first().waitFor();
    expect(await results.count()).toBe(0);
  });

  it('funciona offline, com o servidor parado, depois de instalado', async () => {
    const { context, page } = await app.open();
    await signUp(page, app.url, newLearner('Rafael Dias'));
    await waitForServiceWorker(page);
    await waitForSync(page);

    await app.server.stop();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('searchbox').waitFor();

    const search = page.getByRole('searchbox');
    await search.fill('redes sociais');
    const results = page.getByRole('region', { name: 'Resultados da busca' });
    await results
      .getByRole('link', { name: new RegExp(SOCIAL) })
      .first()
      .waitFor();
    await search.fill('xyzzy quântico');
    await results.getByText('Nenhum resultado encontrado').waitFor();
    expect(
      await results.getByRole('list', { name: 'Que tal um destes capítulos?' }).getByRole('link').count(),
    ).toBe(3);
  });
});
