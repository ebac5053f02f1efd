/**
 * Ajustes on two devices of one learner: a profile change made on the phone reaches the laptop when it syncs;
 * the phone lists both devices and signs the laptop out; the privacy page opens signed in and signed out; and
 * the screen fits a phone's width in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LAPTOP, PHONE, hasChromium, newLearner, poll, signIn, signUp, useApp } from '../support/browser';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** How wide the page lays out: content wider than the phone widens it, and the page then scrolls sideways. */
const pageWidth = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));

/** Clicks like a person on a phone: with the target scrolled clear of the fixed tab bar first. */
async function tap(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.click();
}

async function openSettings(page: Page, url: string) {
  await page.goto(`${url}/ajustes`);
  await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor();
}

describe.skipIf(!hasChromium)('e2e: ajustes em dois aparelhos', () => {
  const app = useApp();

  it('o perfil mudado no celular chega ao notebook na sincronização, e o celular desconecta o notebook', async () => {
    const learner = newLearner('Maria da Silva');
    const phone = await app.open({ ...PHONE, userAgent: ANDROID_CHROME });
    await signUp(phone.page, app.url, learner);
    const laptop = await app.open(LAPTOP);
    // Once signed out from the phone, the laptop's requests are answered 401, which the browser logs.
    laptop.errors.allow(/status of 401/);
    await signIn(laptop.page, app.url, learner);

    await openSettings(laptop.page, app.url);
    const laptopProfile = region(laptop.page, 'Perfil');
    const laptopShown = laptopProfile.getByLabel('Nome exibido na comunidade');
    const laptopZone = laptopProfile.getByLabel('Fuso horário');
    await poll(() => laptopShown.inputValue()).toBe('Maria S.');
    expect(await laptopZone.inputValue()).toBe('America/Sao_Paulo');

    // ---- the phone changes the profile
    await openSettings(phone.page, app.url);
    const profile = region(phone.page, 'Perfil');
    await profile.getByLabel('Nome exibido na comunidade').fill('Mari do Marketing');
    await profile.getByLabel('Fuso horário').selectOption('America/Manaus');
    await tap(profile.getByRole('button', { name: 'Salvar perfil' }));
    await profile.getByRole('status').filter({ hasText: 'Perfil salvo.' }).waitFor();

    // ---- the laptop gets it when it syncs: the name at once, the new zone from the next day
    await region(laptop.page, 'Sincronização').getByRole('button', { name: 'Sincronizar agora' }).click();
    await poll(() => laptopShown.inputValue()).toBe('Mari do Marketing');
    expect(await laptopZone.inputValue()).toBe('America/Sao_Paulo');
    await laptopProfile
      .getByText(/^O novo fuso, “Horário do Amazonas \(Manaus\)”, vale a partir de amanhã, /)
      .waitFor();
    await laptop.page.reload();
    await poll(() => laptopShown.inputValue()).toBe('Mari do Marketing');

    // ---- the phone sees both devices, and signs the laptop out
    const devices = region(phone.page, 'Aparelhos conectados');
    const rows = devices.getByRole('listitem');
    await poll(() => rows.count()).toBe(2);
    const thisPhone = rows.filter({ has: phone.page.getByText('Este aparelho', { exact: true }) });
    await poll(() => thisPhone.textContent()).toContain('Chrome no Android');
    expect(await thisPhone.getByRole('button').allTextContents()).toEqual(['Sair deste aparelho']);
    const other = rows.filter({ hasNot: phone.page.getByText('Este aparelho', { exact: true }) });
    expect(await other.textContent()).toContain('Chrome no Linux');
    await tap(other.getByRole('button', { name: 'Desconectar' }));
    await devices.getByRole('status').filter({ hasText: 'Aparelho desconectado.' }).waitFor();
    await poll(() => rows.count()).toBe(1);
    expect(await devices.getByRole('button', { name: 'Desconectar todos os outros' }).count()).toBe(0);

    // The laptop is out at once: its next request is refused and the app asks it to sign in again.
    expect((await laptop.context.request.get(`${app.url}/api/me`)).status()).toBe(401);
    await region(laptop.page, 'Sincronização').getByRole('button', { name: 'Sincronizar agora' }).click();
    await laptop.page.getByRole('button', { name: 'Entrar de novo' }).waitFor();
    // The phone stays in.
    expect((await phone.context.request.get(`${app.url}/api/me`)).status()).toBe(200);
  });

  it('a página de privacidade abre pelos Ajustes e pela tela de entrada', async () => {
    const { page } = await app.open();
    await page.goto(`${app.url}/entrar`);
    await page.getByRole('link', { name: 'Privacidade' }).click();
    await page.waitForURL((u) => u.pathname === '/privacidade');
    await page.getByRole('heading', { level: 1, name: 'Privacidade' }).waitFor();
    await page.getByRole('heading', { name: 'Seus direitos e como usá-los' }).waitFor();
    expect(await pageWidth(page)).toBe(390);
    await page.getByRole('link', { name: 'Voltar para entrar' }).first().click();
    await page.waitForURL((u) => u.pathname === '/entrar');

    await signUp(page, app.url, newLearner('Renato Dias'));
    await openSettings(page, app.url);
    await tap(region(page, 'Seus dados').getByRole('link', { name: 'Privacidade' }));
    await page.waitForURL((u) => u.pathname === '/privacidade');
    await page.getByRole('heading', { level: 1, name: 'Privacidade' }).waitFor();
    await page.getByRole('link', { name: 'Voltar aos Ajustes' }).first().waitFor();
  });

  it('os Ajustes cabem na largura do celular, no tema claro e no escuro', async () => {
    const { page } = await app.open(PHONE);
    await signUp(page, app.url, newLearner('Valentina Albuquerque Figueiredo'));
    await openSettings(page, app.url);
    await region(page, 'Aparelhos conectados').getByText('Este aparelho', { exact: true }).waitFor();
    for (const name of [
      'Aparência',
      'Perfil',
      'Senha',
      'Aparelhos conectados',
      'Sincronização',
      'Seus dados',
    ]) {
      await region(page, name).waitFor();
    }
    await region(page, 'Excluir conta').waitFor();
    expect(await pageWidth(page)).toBe(390);
    await page.getByRole('radio', { name: 'Escuro' }).check();
    await poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await pageWidth(page)).toBe(390);
  });
});
