/**
 * Airplane mode: once the service worker controls the app, the app opens with the server stopped and the
 * phone offline, records progress locally, keeps it across reloads, and sends it once the connection is back
 * (the server awards the chapter's points exactly once).
 */
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  deviceOutbox,
  hasChromium,
  header,
  newLearner,
  offlineToast,
  points,
  poll,
  serverSnapshot,
  signUp,
  syncBanner,
  useApp,
  waitForServiceWorker,
  waitForPersisted,
  waitForSync,
} from '../support/browser';

describe.skipIf(!hasChromium)('e2e: offline', () => {
  const app = useApp();

  it('abre sem servidor e sem rede, guarda o progresso e sincroniza uma única vez quando volta', async () => {
    const learner = newLearner('João Pereira');
    const { chapters } = await catalogue(app.url);
    const chapter = chapters.find((c) => c.id === '1')!;

    const session = await app.open();
    const { context, page } = session;
    await signUp(page, app.url, learner);

    // ---- the worker precached the app and controls the page
    await waitForServiceWorker(page);
    const sawToast = session.seen.offlineToast || (await offlineToast(page).isVisible());
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(sawToast || active).toBe(true);
    await waitForSync(page);

    // ---- airplane mode with the server down
    await app.server.stop();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: `Olá, ${learner.firstName}!` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('status').filter({ hasText: 'Você está offline' }).waitFor();
    await poll(() => header(page).textContent()).toMatch(/Nível 1 · 0 pontos$/);

    // ---- study offline: complete a chapter, tick a checklist item
    await page.getByRole('link', { name: new RegExp(chapter.title) }).click();
    await page.waitForURL((u) => u.pathname === `/capitulos/${chapter.id}`);
    // The chapter's last step, from the list of its sections.
    await page.getByText(/^Seções do capítulo:/).click();
    await page
      .getByRole('navigation', { name: 'Seções do capítulo' })
      .getByRole('button', { name: 'Resumo do capítulo' })
      .click();
    await page.getByRole('button', { name: 'Marcar como concluído' }).click();
    const done = page.getByRole('button', { name: 'Concluído' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    await page.getByRole('tab', { name: `Checklist (${chapter.checklistCount})` }).click();
    await page.getByRole('checkbox').first().check();
    await page.getByText(`1 de ${chapter.checklistCount} ações feitas`).waitFor();
    await poll(() => header(page).textContent()).toMatch(new RegExp(`· ${points(chapter.points)}$`));
    // The learner's own actions, by kind: the chapter opened and the sections read are not mentioned.
    await poll(() => syncBanner(page).textContent()).toBe(
      'Você está offline. Aguardando envio: 1 capítulo e 1 item do checklist.',
    );
    const waiting = (await syncBanner(page).textContent())!;

    // ---- a reload while still offline keeps the waiting actions and the points
    // The summary step, where "Marcar como concluído" is, is recorded as the place in the chapter (the first
    // section, left at once, may or may not be).
    await poll(async () => [...new Set((await deviceOutbox(page)).map((e) => e.event.type))].sort()).toEqual([
      'chapter.completed',
      'chapter.opened',
      'checklist.set',
      'section.read',
    ]);
    await waitForPersisted(page, (store) => store.progress?.state?.points === chapter.points);
    await page.reload();
    await page.getByText('Concluído', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/capitulos/${chapter.id}/checklist`);
    await page.getByText(`1 de ${chapter.checklistCount} ações feitas`).waitFor();
    await poll(() => header(page).textContent()).toMatch(new RegExp(`· ${points(chapter.points)}$`));
    await poll(() => syncBanner(page).textContent()).toBe(waiting);

    // ---- back online: the outbox drains and the server has it all, the points awarded once
    await app.server.restart();
    await context.setOffline(false);
    await waitForSync(page);
    await poll(() => header(page).textContent()).toMatch(new RegExp(`· ${points(chapter.points)}$`));
    const snapshot = await serverSnapshot(context, app.url);
    expect(Object.keys(snapshot.progress.completedChapters)).toEqual([chapter.id]);
    expect(snapshot.progress.points).toBe(chapter.points);
    expect(snapshot.progress.checklist[chapter.id]).toHaveLength(1);
  });
});
