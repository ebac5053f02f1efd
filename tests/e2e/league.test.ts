/** Liga semanal at phone size: after earning points the learner sees their group, and offline the last one seen. */
import { describe, expect, it } from 'vitest';
import {
  chapterContent,
  hasChromium,
  newLearner,
  signUp,
  useApp,
  waitForPersisted,
  waitForSync,
} from '../support/browser';

describe.skipIf(!hasChromium)('e2e: liga semanal', () => {
  const app = useApp();

  it('mostra o grupo com a linha do aprendiz e, offline, o último grupo visto com a data', async () => {
    const learner = newLearner('Paulo Henrique Dias');
    const { page, context } = await app.open();
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/comunidade`);
    await page.getByText(/Responda um quiz de capítulo ou o quiz diário esta semana/).waitFor();
    // Marking a chapter completed adds points, but not to the league: only answering does.
    await page.goto(`${app.url}/capitulos/1?secao=resumo`);
    await page.getByRole('button', { name: 'Marcar como concluído' }).click();
    await waitForSync(page);
    await page.goto(`${app.url}/comunidade`);
    await page.getByText(/Responda um quiz de capítulo ou o quiz diário esta semana/).waitFor();

    // A quiz answered (the first option each time, right or wrong) puts the learner in a group.
    const chapter = await chapterContent(app.url, '2');
    await page.goto(`${app.url}/capitulos/2/quiz`);
    for (let n = 1; n <= 5; n++) {
      const heading = page.getByRole('heading', { name: new RegExp(`^Pergunta ${n} de 5:`) });
      const text = (await heading.textContent())!;
      const q = chapter.quiz.find((x) => text.endsWith(x.question))!;
      await page.getByRole('radio', { name: q.options[q.answer]!, exact: true }).check();
      await page.getByRole('button', { name: 'Responder' }).click();
      await page.getByRole('button', { name: n === 5 ? 'Finalizar' : 'Próxima', exact: true }).click();
    }
    await page.getByRole('heading', { name: 'Resultado' }).waitFor();
    await waitForSync(page);
    await page.goto(`${app.url}/comunidade`);
    const group = page.getByRole('list', { name: 'Seu grupo na divisão Bronze' });
    await group.getByText('Paulo D. (você)').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await waitForPersisted(page, (store) => Boolean(store.community?.league?.group));

    await app.server.stop();
    await context.setOffline(true);
    await page.reload();
    await page.getByText(/Sem conexão: este é o grupo como estava em/).waitFor();
    await group.getByText('Paulo D. (você)').waitFor();
  });
});
