/**
 * Quiz diário at phone size: taken with the server stopped and the phone offline, kept across a reload, and
 * counted once by the server when the connection is back (its points equal the phone's).
 */
import { describe, expect, it } from 'vitest';
import {
  chapterContent,
  hasChromium,
  header,
  newLearner,
  points,
  poll,
  serverSnapshot,
  signUp,
  useApp,
  waitForPersisted,
  waitForServiceWorker,
  waitForSync,
} from '../support/browser';

describe.skipIf(!hasChromium)('e2e: quiz diário', () => {
  const app = useApp();

  it('faz o quiz diário offline e ele sincroniza uma única vez', async () => {
    const learner = newLearner('Rita Moraes');
    const chapter = await chapterContent(app.url, '1');
    const { page, context } = await app.open();
    await signUp(page, app.url, learner);
    await waitForServiceWorker(page);
    // Nothing opened yet: the hero says why the daily quiz is empty, and its main button starts chapter 1.
    await page.getByText('Quiz diário: nada para revisar hoje.', { exact: false }).waitFor();
    // The daily quiz reviews chapters whose quiz was taken: take chapter 1's, every answer wrong (no points).
    await page.getByRole('button', { name: 'Começar o Cap. 1' }).click();
    await page.getByRole('heading', { level: 1, name: chapter.title }).waitFor();
    await page.getByRole('tab', { name: /^Quiz \(\d+\)$/ }).click();
    for (let i = 1; i <= 5; i++) {
      const heading = page.getByRole('heading', { name: new RegExp(`^Pergunta ${i} de 5:`) });
      const text = (await heading.textContent())!;
      const question = chapter.quiz.find((q) => text.endsWith(q.question))!;
      await page
        .getByRole('radio', { name: question.options[(question.answer + 1) % 4]!, exact: true })
        .check();
      await page.getByRole('button', { name: 'Responder' }).click();
      await page.getByRole('button', { name: i < 5 ? 'Próxima' : 'Finalizar', exact: true }).click();
    }
    await page.getByText('0%', { exact: true }).waitFor();
    await waitForSync(page);

    // ---- offline, with the server down
    await app.server.stop();
    await context.setOffline(true);
    await page.goto(`${app.url}/`).catch(() => undefined);
    await page.getByRole('button', { name: 'Quiz diário' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quiz diário' }).waitFor();
    let right = 0;
    for (let i = 1; i <= 5; i++) {
      await page.getByText(`Pergunta ${i} de 5`).waitFor();
      const legend = (await page.locator('legend').first().textContent())!;
      const question = chapter.quiz.find((q) => q.question === legend)!;
      // Right on odd questions, wrong on even ones.
      const pick = i % 2 === 1 ? question.answer : (question.answer + 1) % 4;
      if (pick === question.answer) right += 1;
      await page.getByRole('radio', { name: question.options[pick]!, exact: true }).check();
      await page.getByRole('button', { name: 'Responder' }).click();
      await page.getByText(i % 2 === 1 ? /^Certo!/ : /^Não foi dessa vez/).waitFor();
      await page.getByRole('button', { name: i < 5 ? 'Próxima pergunta' : 'Ver resultado' }).click();
    }
    await page.getByRole('heading', { name: 'Feito por hoje!' }).waitFor();
    await page.getByText(`Você acertou ${right} de 5 e ganhou ${points(right * 10)}`).waitFor();
    await poll(() => header(page).textContent()).toMatch(new RegExp(`· ${points(right * 10)}$`));
    await waitForPersisted(page, (store) => store.progress?.state?.points === right * 10);
    await page.reload();
    await page.getByRole('heading', { name: 'Feito por hoje!' }).waitFor();

    // ---- back online: the server grades the same answers, once
    await app.server.restart();
    await context.setOffline(false);
    await waitForSync(page);
    const snapshot = (await serverSnapshot(context, app.url)) as unknown as {
      progress: {
        points: number;
        dailyDays: string[];
        dailyLog: Record<string, { set: string[]; points: number }>;
      };
      summary: { today: string };
    };
    expect(snapshot.progress.points).toBe(right * 10);
    expect(snapshot.progress.dailyDays).toEqual([snapshot.summary.today]);
    expect(snapshot.progress.dailyLog[snapshot.summary.today]!.set).toHaveLength(5);
    await page.reload();
    await poll(() => header(page).textContent()).toMatch(new RegExp(`· ${points(right * 10)}$`));
  });
});
