/**
 * The bell: an achievement earned on the phone shows up as an unread notification (with the dot), is read on
 * the laptop, and after a sync the phone's dot is gone too.
 */
import { describe, it } from 'vitest';
import {
  hasChromium,
  LAPTOP,
  newLearner,
  poll,
  signIn,
  signUp,
  useApp,
  waitForSync,
} from '../support/browser';

describe.skipIf(!hasChromium)('e2e: notificações', () => {
  const app = useApp();

  it('mostra a notificação com o ponto e, lida em outro aparelho, o ponto some depois da sincronização', async () => {
    const learner = newLearner('Beatriz Lima');
    const phone = await app.open();
    await signUp(phone.page, app.url, learner);
    await phone.page.goto(`${app.url}/capitulos/1?secao=resumo`);
    await phone.page.getByRole('button', { name: 'Marcar como concluído' }).click();
    await phone.page.getByText(/conquistas? desbloqueadas?!/i).waitFor();
    await waitForSync(phone.page);
    const dot = (page: typeof phone.page) => page.getByTestId('notificacoes-ponto');
    await dot(phone.page).waitFor();
    await phone.page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ }).waitFor();

    const laptop = await app.open(LAPTOP);
    await signIn(laptop.page, app.url, learner);
    await dot(laptop.page).waitFor();
    await laptop.page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = laptop.page.getByRole('dialog', { name: 'Notificações' });
    await panel.getByText('Conquista desbloqueada: Primeiro Passo').waitFor();
    await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await dot(laptop.page).waitFor({ state: 'detached' });
    await laptop.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await waitForSync(laptop.page);

    // The phone learns of it at its next sync (here, on opening the app again).
    await phone.page.reload();
    await waitForSync(phone.page);
    await poll(() => dot(phone.page).count(), 20_000).toBe(0);
    await phone.page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
  });
});
