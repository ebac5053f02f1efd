/**
 * The frame at phone size (390×844): the header in one row and the sync bar take a small part of the screen,
 * and Android's back button closes the bell's panel instead of leaving the app.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO,
  hasChromium,
  header,
  newLearner,
  PHONE,
  poll,
  signIn,
  signUp,
  useApp,
  waitForSync,
} from '../support/browser';

/** The header, the banners above the screen and the sync bar, as far down the screen as they reach. */
async function frameHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const visible = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r && r.height > 0 ? r.height : 0;
    };
    const banners = document.querySelector('main#conteudo > div');
    return (
      visible(document.querySelector('header')) +
      visible(banners?.querySelector('[role="status"], [role="alert"]') ? banners : null) +
      visible(document.querySelector('[data-testid="sync-status"]'))
    );
  });
}

describe.skipIf(!hasChromium)('e2e: a moldura no celular', () => {
  const app = useApp();

  it('cabeçalho e barras ocupam menos de 15 % da tela no Início, online e offline', async () => {
    const { page, context } = await app.open(PHONE);
    await signUp(page, app.url, newLearner('Lívia Andrade'));
    await page.getByRole('heading', { name: 'Olá, Lívia!' }).waitFor();
    await waitForSync(page);
    const viewport = page.viewportSize()!;
    expect(viewport).toEqual({ width: 390, height: 844 });

    // One row: everything the header names sits within the header's first 60 px.
    const row = await header(page).boundingBox();
    for (const control of [
      page.getByRole('link', { name: 'Hub de Marketing' }),
      page.getByRole('searchbox'),
      page.getByRole('button', { name: /^Notificações/ }),
      page.getByRole('button', { name: /^Ativar modo/ }),
      page.getByRole('button', { name: 'Sair' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(60);
      expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
      expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    }
    expect(row!.y + row!.height).toBeLessThanOrEqual(60);

    const online = await frameHeight(page);
    expect(online / viewport.height).toBeLessThan(0.15);

    // Offline, the sync bar shows: the frame still takes less than 15 %, and the page did not move.
    const before = await page.getByRole('heading', { name: 'Olá, Lívia!' }).boundingBox();
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Você está offline' }).waitFor();
    const offline = await frameHeight(page);
    expect(offline).toBeGreaterThan(online);
    expect(offline / viewport.height).toBeLessThan(0.15);
    const after = await page.getByRole('heading', { name: 'Olá, Lívia!' }).boundingBox();
    expect(after!.y).toBe(before!.y);

    // Back online: "Tudo salvo na sua conta ✓", then the bar leaves, and still nothing moved.
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Tudo salvo na sua conta ✓' }).waitFor();
    await poll(() => page.getByText('Tudo salvo na sua conta ✓').count(), 10_000).toBe(0);
    expect((await page.getByRole('heading', { name: 'Olá, Lívia!' }).boundingBox())!.y).toBe(before!.y);
  });

  it('o primeiro Tab mostra “Pular para o conteúdo”, e Enter leva o foco ao conteúdo', async () => {
    const { page } = await app.open(PHONE);
    await signIn(page, app.url, DEMO);
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: /Olá, Ana/ }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('conteudo');
  });

  it('o botão voltar do Android fecha as notificações sem sair do app', async () => {
    const { page } = await app.open(PHONE);
    await signUp(page, app.url, newLearner('Otávio Reis'));
    await page.getByRole('tab', { name: 'Aprender' }).click();
    await page.waitForURL((u) => u.pathname === '/aprender');
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await panel.waitFor();

    await page.goBack();
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/aprender');
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'dialog',
    );

    // Escape closes it too, and takes its history step back: one back now goes to the screen before.
    await page.getByRole('button', { name: /^Notificações/ }).click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
  });
});
