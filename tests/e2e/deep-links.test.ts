/**
 * A link to a screen of the app (from WhatsApp, a reminder, an e-mail, or a new tab) opens that screen: for a
 * learner whose session the new tab still has to restore, and for one who has to sign in first.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, hasChromium, newLearner, signIn, signUp, useApp } from '../support/browser';

describe.skipIf(!hasChromium)('e2e: links to a screen of the app', () => {
  const app = useApp();

  it('a new tab opened on /quiz-diario, with a session on the device, shows the daily quiz', async () => {
    const learner = newLearner('Rita Gomes');
    const phone = await app.open();
    await signUp(phone.page, app.url, learner);
    const tab = await phone.context.newPage();
    await tab.goto(`${app.url}/quiz-diario`);
    await tab.getByRole('heading', { level: 1, name: 'Quiz diário' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/quiz-diario');
    await tab.close();
  });

  it('a screen opened from Início by keyboard takes the focus on its heading, not on the page', async () => {
    const { page } = await app.open();
    await signIn(page, app.url, DEMO);
    await page.getByRole('button', { name: 'Quiz diário' }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/quiz-diario');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Quiz diário');
  });

  it("signing in with the keyboard puts the focus on Início's heading; opening the app leaves it at the start", async () => {
    const { page } = await app.open();
    await page.goto(`${app.url}/entrar`);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByLabel('Senha').press('Enter');
    await page.getByRole('heading', { level: 1, name: /Olá, Ana/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Olá, Ana!');
    // On the violet welcome card its focus ring is drawn in the card's own text colour (white): the theme's blue
    // ring is under 1,5:1 against the violet.
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { outline: style.outlineColor, text: style.color };
    });
    expect(ring.outline).toBe(ring.text);

    // A start of the app, with nothing pressed: no heading takes the focus (nor shows a focus ring).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Olá, Ana/ }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  it('signed out, a link to /ajustes leads through Entrar and then to Ajustes', async () => {
    const learner = newLearner('Davi Rocha');
    const first = await app.open();
    await signUp(first.page, app.url, learner);
    await first.context.close();

    const other = await app.open();
    await other.page.goto(`${app.url}/ajustes`);
    await other.page.waitForURL((u) => u.pathname === '/cadastrar' || u.pathname === '/entrar');
    expect(new URL(other.page.url()).searchParams.get('volta')).toBe('/ajustes');
    await signIn(other.page, app.url, learner);
    await other.page.waitForURL((u) => u.pathname === '/ajustes');
    await other.page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor();
  });
});
