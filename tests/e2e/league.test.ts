/** Liga semanal at phone size: after earning points the learner sees their group, and offline the last one seen. */
import { describe, expect, it } from 'vitest';
import { hasChromium, newLearner, signUp, useApp, waitForPersisted, waitForSync } from '../support/browser';

describe.skipIf(!hasChromium)('e2e: liga semanal', () => {
  const app = useApp();

  it('mostra o grupo com a linha do aprendiz e, offline, o último grupo visto com a data', async () => {
    const learner = newLearner('Paulo Henrique Dias');
    const { page, context } = await app.open();
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/comunidade`);
    await page.getByText(/Ganhe pontos esta semana/).waitFor();
    await page.goto(`${app.url}/capitulos/1?secao=resumo`);
    await page.getByRole('button', { name: 'Marcar como concluído' }).click();
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
