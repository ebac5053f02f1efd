/**
 * Sharing made for WhatsApp, on the built app and the real server, on a phone. Without file sharing (Chromium
 * on Linux has no share sheet), the streak and an achievement open a wa.me link with the message and the app's
 * address; wa.me is answered here, never contacted. With a share sheet that takes files, the card drawn on the
 * device reaches it as a 1080×1080 PNG.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO, PHONE, hasChromium, signIn, useApp } from '../support/browser';
import { counted } from '../../src/shared/counts';

/** Answers every wa.me request with a page of our own, and keeps the addresses asked for. */
async function fakeWhatsApp(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>WhatsApp</title><p>Conversa</p>',
    });
  });
  return asked;
}

/** The text a wa.me address writes in the chat. */
function chatText(address: string): string {
  const url = new URL(address);
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  return url.searchParams.get('text')!;
}

/** Taps a share link and answers the address of the tab it opened, once that tab has loaded. */
async function tapAndFollow(context: BrowserContext, page: Page, name: string): Promise<string> {
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  await opened.waitForLoadState();
  const address = opened.url();
  await opened.close();
  return address;
}

describe.skipIf(!hasChromium)('e2e: compartilhar no WhatsApp', () => {
  const app = useApp();

  it('sem compartilhamento de arquivos, a sequência e uma conquista abrem o wa.me com o texto e o endereço do app', async () => {
    const { context, page } = await app.open(PHONE);
    const asked = await fakeWhatsApp(context);
    await signIn(page, app.url, DEMO);
    expect(
      await page.evaluate(() => {
        const file = new File([new Uint8Array(1)], 'a.png', { type: 'image/png' });
        return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
      }),
    ).toBe(false);
    await page.goto(`${app.url}/progresso`);
    const heading = page.getByRole('heading', { name: /^Sequência: \d+ dias?$/ });
    const days = Number((await heading.textContent())!.match(/\d+/)![0]);
    expect(days).toBeGreaterThanOrEqual(1);

    const streak = await tapAndFollow(context, page, 'Compartilhar sequência no WhatsApp');
    expect(chatText(streak)).toBe(
      `${counted('studyStreakShared', days)} no Hub de Marketing Digital! Vem estudar comigo:\n\n${app.url}/`,
    );

    const achievement = await tapAndFollow(
      context,
      page,
      'Compartilhar no WhatsApp a conquista “Primeiro Passo”',
    );
    expect(chatText(achievement)).toBe(
      `Conquistei “Primeiro Passo” no Hub de Marketing Digital! Aprenda marketing digital no seu ritmo, até sem internet:\n\n${app.url}/`,
    );
    // Both answered by the stand-in above, and the app stayed where it was.
    expect(asked).toEqual([streak, achievement]);
    expect(page.url()).toBe(`${app.url}/progresso`);
  });

  it('com uma folha de compartilhamento que aceita arquivos, a sequência vai como um cartão PNG de 1080×1080', async () => {
    const { context, page, errors } = await app.open(PHONE);
    errors.allow(/status of 404/);
    // The phone's share sheet: takes files, and keeps what it was given for the test to read.
    await context.addInitScript(() => {
      const shared: { name: string; type: string; width: number; height: number; text?: string }[] = [];
      Object.assign(window, { sharedCards: shared });
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          const file = data.files![0]!;
          const bitmap = await createImageBitmap(file);
          shared.push({
            name: file.name,
            type: file.type,
            width: bitmap.width,
            height: bitmap.height,
            text: data.text,
          });
        },
      });
    });
    await signIn(page, app.url, DEMO);
    await page.goto(`${app.url}/progresso`);
    await page.getByRole('button', { name: 'Compartilhar sequência', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedCards: unknown[] }).sharedCards.length))
      .toBe(1);
    const [card] = await page.evaluate(
      () => (window as unknown as { sharedCards: Record<string, unknown>[] }).sharedCards,
    );
    expect(card).toMatchObject({ type: 'image/png', width: 1080, height: 1080 });
    expect(card!.name).toBe('sequencia-de-estudos.png');
    expect(card!.text).toMatch(new RegExp(`Vem estudar comigo:\\n\\n${app.url}/$`));
  });
});
