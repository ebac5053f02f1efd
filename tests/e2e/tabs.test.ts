/**
 * A learner's tabs and windows share one outbox: nothing one of them recorded offline is lost when another
 * writes, and a tab closed before the connection came back still gets its events to the server. A device that
 * has a session but no stored learner opens the app, not the sign-in screen.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  catalogue,
  deviceOutbox,
  hasChromium,
  header,
  newLearner,
  points,
  poll,
  serverSnapshot,
  signUp,
  useApp,
  waitForSync,
} from '../support/browser';

describe.skipIf(!hasChromium)('e2e: abas e janelas do mesmo aprendiz', () => {
  const app = useApp();

  const openChapter = async (page: Page, id: string) => {
    await page.goto(`${app.url}/capitulos/${id}?secao=resumo`);
    await page.getByRole('button', { name: 'Marcar como concluído' }).waitFor();
    await waitForSync(page);
  };

  it('offline, o que uma aba fez não se perde quando outra grava, nem quando ela é fechada', async () => {
    const { chapters } = await catalogue(app.url);
    const [completed, favourite] = [chapters.find((c) => c.id === '2')!, chapters.find((c) => c.id === '3')!];
    const { context, page: tabA, newPage } = await app.open();
    await signUp(tabA, app.url, newLearner('Luana Prado'));
    const tabB = await newPage();
    await openChapter(tabA, completed.id);
    await openChapter(tabB, favourite.id);

    // Airplane mode, with the server down too.
    await app.server.stop();
    await context.setOffline(true);
    await tabA.getByRole('button', { name: 'Marcar como concluído' }).click();
    await tabA.getByRole('button', { name: 'Concluído' }).waitFor();
    // Tab B, open since before, hears of it at once…
    await poll(() => header(tabB).textContent()).toMatch(new RegExp(`· ${points(completed.points)}$`));
    // …and records its own action.
    const star = tabB.getByRole('button', { name: /favorit/i });
    await star.click();
    await poll(() => star.getAttribute('aria-pressed')).toBe('true');
    // The place in the chapter each tab reads (section.read) waits there too; it is not what this test follows.
    const studied = async () =>
      (await deviceOutbox(tabB))
        .map((e) => e.event.type)
        .filter((type) => type !== 'section.read')
        .sort();
    await poll(studied).toEqual(['chapter.completed', 'favorite.set']);

    // Tab A is closed; tab B comes back online.
    await tabA.close();
    await app.server.restart();
    await context.setOffline(false);
    await waitForSync(tabB);
    const snapshot = await serverSnapshot(context, app.url);
    expect(Object.keys(snapshot.progress.completedChapters)).toEqual([completed.id]);
    expect(snapshot.progress.favorites).toEqual([favourite.id]);
    expect(snapshot.progress.points).toBe(completed.points);
    expect(await deviceOutbox(tabB)).toEqual([]);
  });

  it('um aparelho com sessão mas sem o aprendiz guardado abre o app, não a tela de entrar', async () => {
    const learner = newLearner('Otávio Ramos');
    const first = await app.open();
    await signUp(first.page, app.url, learner);
    await waitForSync(first.page);
    const cookies = await first.context.cookies();
    expect(cookies.map((c) => c.name).sort()).toEqual(['hub_session', 'hub_signed_in']);

    // Same session cookie, nothing stored on the device (storage cleared, or a reload before it was written).
    const second = await app.open();
    await second.context.addCookies(cookies);
    await second.page.goto(`${app.url}/`);
    await second.page.getByRole('heading', { name: `Olá, ${learner.firstName}!` }).waitFor();
    expect(await second.page.getByRole('tab', { name: 'Entrar' }).count()).toBe(0);

    // With no session at all, the sign-in screen comes straight away.
    const visitor = await app.open();
    await visitor.page.goto(`${app.url}/`);
    await visitor.page.getByRole('tab', { name: 'Entrar' }).waitFor();
  });
});
