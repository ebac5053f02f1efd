/**
 * Two tabs of the same learner complete the same chapter at (nearly) the same moment: the server awards the
 * chapter's points once, and both tabs end up showing the server's numbers. Tabs tell each other what they
 * did, so the second tap often finds the chapter already completed; when both taps land first, both events
 * reach the server and it counts one.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  catalogue,
  hasChromium,
  header,
  newLearner,
  points,
  poll,
  serverSnapshot,
  signUp,
  useApp,
  waitForServiceWorker,
  waitForSync,
} from '../support/browser';

describe.skipIf(!hasChromium)('e2e: duas abas ao mesmo tempo', () => {
  const app = useApp();

  const openChapter = async (page: Page, id: string) => {
    // Installed and ready offline, as a learner's app is: chunks needed offline come from the precache.
    await page.goto(`${app.url}/capitulos/${id}?secao=resumo`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Marcar como concluído' }).waitFor();
    await waitForSync(page);
  };
  /** Taps "Marcar como concluído" unless the other tab's completion got there first and disabled it. */
  const completeIfStillOpen = async (page: Page) => {
    const button = page.getByRole('button', { name: 'Marcar como concluído' });
    await button.click({ timeout: 3_000 }).catch(async (err: unknown) => {
      if (await page.getByRole('button', { name: 'Concluído' }).isDisabled()) return;
      throw err;
    });
  };
  const expectPoints = (page: Page, n: number) =>
    poll(() => header(page).textContent()).toMatch(new RegExp(`· ${points(n)}$`));

  it('concluir o mesmo capítulo em duas abas ao mesmo tempo dá os pontos uma vez só', async () => {
    const { chapters } = await catalogue(app.url);
    const chapter = chapters.find((c) => c.id === '2')!;
    const { context, page: first, newPage } = await app.open();
    await signUp(first, app.url, newLearner('Carla Mendes'));
    const second = await newPage();
    await Promise.all([openChapter(first, chapter.id), openChapter(second, chapter.id)]);

    await Promise.all([completeIfStillOpen(first), completeIfStillOpen(second)]);
    for (const page of [first, second]) {
      await page.getByRole('button', { name: 'Concluído' }).waitFor();
      await waitForSync(page);
      await expectPoints(page, chapter.points);
    }
    const snapshot = await serverSnapshot(context, app.url);
    expect(snapshot.progress.points).toBe(chapter.points);
    expect(Object.keys(snapshot.progress.completedChapters)).toEqual([chapter.id]);
  });

  it('duas abas que concluíram offline e voltam juntas à rede também contam uma vez só', async () => {
    const { chapters } = await catalogue(app.url);
    const chapter = chapters.find((c) => c.id === '4')!;
    const { context, page: first, newPage } = await app.open();
    await signUp(first, app.url, newLearner('Rafael Costa'));
    const second = await newPage();
    await Promise.all([openChapter(first, chapter.id), openChapter(second, chapter.id)]);

    // both tabs complete it while the connection is down, so the completion waits in the device's outbox…
    await context.setOffline(true);
    await Promise.all([completeIfStillOpen(first), completeIfStillOpen(second)]);
    for (const page of [first, second]) {
      await page.getByRole('button', { name: 'Concluído' }).waitFor();
      await poll(() => page.getByRole('status').filter({ hasText: 'aguardando' }).count()).toBe(1);
    }
    // …and both tabs try to send it when the connection comes back
    await context.setOffline(false);
    for (const page of [first, second]) {
      await waitForSync(page);
      await expectPoints(page, chapter.points);
    }
    const snapshot = await serverSnapshot(context, app.url);
    expect(snapshot.progress.points).toBe(chapter.points);
    expect(Object.keys(snapshot.progress.completedChapters)).toEqual([chapter.id]);
  });
});
