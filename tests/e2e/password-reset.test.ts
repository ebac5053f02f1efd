/**
 * "Esqueci minha senha" in the browser, against the real server sending real e-mail (to an SMTP server in this
 * test process): the learner asks for a link, opens it, chooses a new password and is signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, header, newLearner, poll, signIn, signUp, useApp } from '../support/browser';
import { resetLinkIn, startMailbox, type Mailbox } from '../support/mailbox';

describe.skipIf(!hasChromium)('e2e: esqueci minha senha', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox?.close();
  });
  const app = useApp({ env: () => ({ SMTP_URL: mailbox.url }) });

  it('o link do e-mail cria uma nova senha, entra no app e vale só uma vez', async () => {
    const learner = newLearner('Carla Dias');
    const newPassword = 'Girassol-azul-2031!';
    const { page, errors } = await app.open();
    // The browser reports the answers the test provokes on purpose: a used link (400), the old password (401).
    errors.allow(/status of 40[01]/);
    await signUp(page, app.url, learner);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((u) => u.pathname === '/entrar');

    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL((u) => u.pathname === '/esqueci-senha');
    await page.getByLabel('E-mail').fill(learner.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Se houver uma conta' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Entrar' }).waitFor();

    const [mail] = await mailbox.waitFor(learner.email);
    const link = resetLinkIn(mail!);
    expect(link.origin).toBe(app.url);
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();

    // Two different passwords are caught before anything is sent.
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirme a nova senha').fill('Girassol-azul-2032!');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await poll(() => page.getByRole('alert').textContent()).toContain('não são iguais');

    await page.getByLabel('Confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await header(page).getByText(learner.name).waitFor();
    await page.waitForURL((u) => u.pathname === '/' && u.search === '');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((u) => u.pathname === '/entrar');
    // The old password no longer opens the account; the new one does.
    await page.getByLabel('E-mail').fill(learner.email);
    await page.getByLabel('Senha').fill(learner.password);
    await page.getByRole('button', { name: 'Começar' }).click();
    await poll(() => page.getByRole('alert').textContent()).toContain('E-mail ou senha incorretos');
    await signIn(page, app.url, { ...learner, password: newPassword });

    // The same link again, from another device: it has been used.
    const other = await app.open();
    other.errors.allow(/status of 400/);
    await other.page.goto(link.href);
    await other.page.getByLabel('Nova senha', { exact: true }).fill('Outra-senha-forte-77');
    await other.page.getByLabel('Confirme a nova senha').fill('Outra-senha-forte-77');
    await other.page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await poll(() => other.page.getByRole('alert').textContent()).toBe(
      'Este link não vale mais. Peça um novo.',
    );
    await other.page.getByRole('link', { name: 'Pedir um novo link' }).click();
    await other.page.waitForURL((u) => u.pathname === '/esqueci-senha');
  });

  it('um endereço sem o código do link avisa que ele não vale mais', async () => {
    const { page } = await app.open();
    await page.goto(`${app.url}/redefinir-senha`);
    await poll(() => page.getByRole('alert').textContent()).toBe('Este link não vale mais. Peça um novo.');
    expect(await page.getByRole('button', { name: 'Salvar nova senha' }).count()).toBe(0);
  });
});
