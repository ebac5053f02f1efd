/** The seeded demo learner: a lived-in app right after sign-in (Nível 3, 1.250 pontos, 7 dias seguidos). */
import { describe, expect, it } from 'vitest';
import { DEMO, hasChromium, header, poll, signIn, useApp } from '../support/browser';

describe.skipIf(!hasChromium)('e2e: aprendiz de demonstração', () => {
  const app = useApp();

  it('entra e vê nível 3, 1.250 pontos, 7 dias de sequência e os capítulos 1 e 3 concluídos', async () => {
    const { page } = await app.open();
    await signIn(page, app.url, DEMO);
    await poll(() => header(page).textContent()).toMatch(/Nível 3 · 1\.250 pontos/);

    const hero = page.getByRole('region', { name: `Olá, ${DEMO.name.split(' ')[0]}!` });
    await hero.waitFor();
    await poll(() => hero.textContent()).toContain('7 dias');
    await poll(() => hero.textContent()).toContain('1.250');

    // chapters 1 and 3 carry the "Concluído" mark on the home grid, chapter 3 is a favourite
    const done = page.getByRole('link').filter({ hasText: 'Concluído' });
    await poll(() => done.count()).toBe(2);
    expect(await done.locator('h3').allTextContents()).toEqual([
      'Fundamentos do Marketing Digital',
      'Estratégia de Mídia Social',
    ]);
    const favourite = page.getByRole('link').filter({ hasText: 'Favorito' });
    expect(await favourite.locator('h3').allTextContents()).toEqual(['Estratégia de Mídia Social']);
  });
});
