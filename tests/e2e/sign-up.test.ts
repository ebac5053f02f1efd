/**
 * Sign-up that cannot go wrong, in the built app: a first visit and the shared insight's invitation open on
 * Cadastrar; a slip in the domain gets "Você quis dizer …?"; a failed sign-in offers Cadastre-se with the e-mail
 * kept; the account's e-mail changes through a link sent to the new address (the old one is told); and deleting
 * the account ends on the sign-in screen with a farewell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loadCurriculum } from '../../src/content/load';
import { PHONE, hasChromium, header, newLearner, poll, signIn, signUp, useApp } from '../support/browser';
import { emailChangeLinkIn, startMailbox, type Mailbox } from '../support/mailbox';

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
async function tap(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.click();
}
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

describe.skipIf(!hasChromium)('e2e: cadastro sem erro', () => {
  const app = useApp({ env: () => ({ SMTP_URL: mailbox.url }) });

  it('a primeira visita abre em Cadastrar; um erro de digitação ganha sugestão; o login que falha oferece Cadastre-se', async () => {
    const learner = newLearner('Ana Souza');
    const { page, errors } = await app.open(PHONE);
    errors.allow(/status of 401/);
    await page.goto(`${app.url}/`);
    await page.waitForURL((u) => u.pathname === '/cadastrar');
    expect(await selectedTab(page)).toBe('Cadastrar');
    await page.getByRole('button', { name: 'Junte-se ao Hub' }).waitFor();

    // A slip in the domain: the likely address, taken with one tap.
    const email = page.getByLabel('E-mail');
    await email.fill('ana.souza@gmail.con');
    await email.press('Tab');
    await poll(() => page.getByText('Você quis dizer').textContent()).toBe(
      'Você quis dizer ana.souza@gmail.com?',
    );
    await page.getByRole('button', { name: 'Corrigir o e-mail' }).click();
    expect(await email.inputValue()).toBe('ana.souza@gmail.com');

    // Entrar with an address that has no account: the error, and the way to sign up beside it.
    await page.getByRole('tab', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname === '/entrar');
    await email.fill(learner.email);
    await page.getByLabel('Senha').fill(learner.password);
    await page.getByRole('button', { name: 'Começar' }).click();
    await poll(() => page.getByRole('alert').textContent()).toBe('E-mail ou senha incorretos.');
    await page.getByRole('button', { name: 'Ainda não tem conta? Cadastre-se' }).click();
    await page.waitForURL((u) => u.pathname === '/cadastrar');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(learner.email);
    await page.getByLabel('Nome completo').fill(learner.name);
    await page.getByRole('button', { name: 'Junte-se ao Hub' }).click();
    await header(page).getByText(learner.name).waitFor();

    // Someone studied on this device: signed out, it opens on Entrar.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((u) => u.pathname === '/entrar');
    await page.goto(`${app.url}/`);
    await page.waitForURL((u) => u.pathname === '/entrar');
    expect(await selectedTab(page)).toBe('Entrar');
  });

  it('tocar no botão logo depois de digitar um e-mail com erro não erra o botão', async () => {
    const learner = newLearner('Diana Prado');
    const { page } = await app.open(PHONE);
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/ajustes`);
    const card = region(page, 'E-mail da conta');
    await tap(card.getByRole('button', { name: 'Trocar e-mail' }));
    await card.getByLabel('Novo e-mail').fill('diana@hotmial.com');
    // The tap blurs the field as it starts: the suggestion must not push the button away before it ends.
    await card.getByRole('button', { name: 'Enviar link' }).click();
    await poll(() => card.getByText('Informe sua senha.').count()).toBe(1);
    expect(await card.getByLabel('Senha da conta').getAttribute('aria-invalid')).toBe('true');
    await poll(() => card.getByText('Você quis dizer').textContent()).toBe(
      'Você quis dizer diana@hotmail.com?',
    );
  });

  it('o "Junte-se ao Hub" do insight compartilhado abre em Cadastrar', async () => {
    const insight = loadCurriculum().insights[0]!;
    const { page } = await app.open(PHONE);
    await page.goto(`${app.url}/insights/${insight.id}`);
    await page.getByRole('link', { name: 'Junte-se ao Hub' }).click();
    await page.waitForURL((u) => u.pathname === '/cadastrar');
    expect(await selectedTab(page)).toBe('Cadastrar');
    await page.getByLabel('Nome completo').waitFor();
  });

  it('o e-mail da conta muda pelo link enviado ao novo endereço, e o antigo é avisado', async () => {
    const learner = newLearner('Bruno Teixeira');
    const newEmail = `novo.${learner.email}`;
    const { page } = await app.open(PHONE);
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/ajustes`);
    const card = region(page, 'E-mail da conta');
    await card.getByText(`Você entra com ${learner.email}.`).waitFor();
    await tap(card.getByRole('button', { name: 'Trocar e-mail' }));
    await card.getByLabel('Novo e-mail').fill(newEmail);
    await card.getByLabel('Senha da conta').fill(learner.password);
    await tap(card.getByRole('button', { name: 'Enviar link' }));
    await card.getByText(`Enviamos um link para ${newEmail}.`, { exact: false }).waitFor();

    const [mail] = await mailbox.waitFor(newEmail, 1, 10_000, 'change');
    const link = emailChangeLinkIn(mail!);
    expect(link.origin).toBe(app.url);
    await page.goto(link.href);
    await page
      .getByRole('status')
      .filter({ hasText: `Pronto! O e-mail da sua conta agora é ${newEmail}.` })
      .waitFor();
    // The token leaves the address bar once used.
    expect(new URL(page.url()).search).toBe('');
    const [notice] = await mailbox.waitFor(learner.email, 1, 10_000, 'changed');
    expect(notice!.text).not.toContain(learner.name);

    await page.goto(`${app.url}/ajustes`);
    await region(page, 'E-mail da conta').getByText(`Você entra com ${newEmail}.`).waitFor();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/entrar');
    await signIn(page, app.url, { ...learner, email: newEmail });
  });

  it('excluir a conta termina na tela de entrada com uma despedida', async () => {
    const learner = newLearner('Carla Nunes');
    const { page } = await app.open(PHONE);
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/ajustes`);
    const card = region(page, 'Excluir conta');
    await card.getByLabel('Confirme com sua senha').fill(learner.password);
    await tap(card.getByRole('button', { name: 'Excluir minha conta' }));
    await page.waitForURL((u) => u.pathname === '/entrar');
    await poll(() => page.getByRole('status').filter({ hasText: 'Sua conta foi excluída' }).count()).toBe(1);
  });
});
