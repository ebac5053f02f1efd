/**
 * Signing in and out: a wrong password is announced; logging out leaves no learner data on the device (and keeps
 * the device's theme); logging out with progress the server has not received yet asks first.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  hasChromium,
  header,
  newLearner,
  offlineToast,
  persistedStore,
  poll,
  serverSnapshot,
  signIn,
  signUp,
  syncBanner,
  useApp,
  waitForSync,
} from '../support/browser';

describe.skipIf(!hasChromium)('e2e: entrar e sair', () => {
  const app = useApp();

  it('senha errada mostra um alerta', async () => {
    const { page, errors } = await app.open();
    // the browser reports the 401 answer in its console: expected here
    errors.allow(/status of 401/);
    await page.goto(`${app.url}/`);
    // Nobody has signed in on this browser yet: it opens on Cadastrar.
    await page.waitForURL((u) => u.pathname === '/cadastrar');
    await page.getByRole('tab', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname === '/entrar');
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Começar' }).click();
    const alert = page.getByRole('alert');
    await poll(() => alert.textContent()).toContain('E-mail ou senha incorretos');
    expect(new URL(page.url()).pathname).toBe('/entrar');
    expect(await page.getByRole('searchbox').count()).toBe(0);
  });

  it('sair volta à tela de entrada e não deixa dados do aprendiz no aparelho', async () => {
    const learner = newLearner('Beatriz Lima');
    const { page } = await app.open();
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/capitulos/9?secao=resumo`);
    await page.getByRole('button', { name: 'Marcar como concluído' }).click();
    await page.getByRole('button', { name: 'Favorito' }).click();
    await waitForSync(page);
    await poll(async () => JSON.stringify(await persistedStore(page))).toContain(learner.email);
    // The device's own preference outlives the learner's data.
    await page.goto(`${app.url}/ajustes`);
    await page.getByRole('radio', { name: 'Escuro' }).check();

    // The header's Sair (Ajustes has its own, further down).
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.waitForURL((u) => u.pathname === '/entrar');
    await page.getByRole('button', { name: 'Começar' }).waitFor();

    const checkNothingLeft = async () => {
      const stored = await persistedStore(page);
      const text = JSON.stringify(stored ?? {});
      expect(text).not.toContain(learner.email);
      expect(text).not.toContain(learner.name);
      if (stored) {
        expect((stored.auth as { user: unknown } | undefined)?.user ?? null).toBeNull();
        const progress = (
          stored.progress as
            { state?: { points: number; completedChapters: object; favorites: string[] } } | undefined
        )?.state;
        if (progress) {
          expect(progress.points).toBe(0);
          expect(progress.completedChapters).toEqual({});
          expect(progress.favorites).toEqual([]);
        }
        expect((stored.outbox as { pending?: unknown[] } | undefined)?.pending ?? []).toEqual([]);
      }
    };
    await checkNothingLeft();
    await page.reload();
    await page.getByRole('button', { name: 'Começar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/entrar');
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await checkNothingLeft();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    // the progress itself is safe on the server: signing in again brings it back
    await signIn(page, app.url, learner);
    await poll(() => header(page).textContent()).toMatch(/· 200 pontos$/);
  });

  it('sair com progresso não sincronizado pede confirmação, e cancelar mantém a sessão', async () => {
    const learner = newLearner('Pedro Alves');
    const { context, page } = await app.open();
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/capitulos/7`);
    await page.getByRole('button', { name: 'Favorito' }).waitFor();
    await waitForSync(page);

    // the server goes away: the next action cannot be sent
    await app.server.stop();
    await page.getByRole('button', { name: 'Favorito' }).click();
    await poll(() => page.getByRole('button', { name: 'Favorito' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await poll(() => syncBanner(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Sair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sair com progresso não sincronizado?' });
    await dialog.waitFor();
    // Android's back button answers the question ("continuar aqui") instead of leaving the chapter.
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/capitulos/7');
    // A tap on the dimmed page around it answers the same.
    await page.getByRole('button', { name: 'Sair' }).click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/capitulos/7');
    await page.getByRole('button', { name: 'Sair' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continuar aqui' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/capitulos/7');
    await header(page).getByText(learner.name).waitFor();
    expect(await syncBanner(page).count()).toBe(1);
    expect(JSON.stringify(await persistedStore(page))).toContain(learner.email);

    // once the server is back, the waiting action arrives
    await app.server.restart();
    await context.setOffline(true);
    await context.setOffline(false);
    await waitForSync(page);
    expect((await serverSnapshot(context, app.url)).progress.favorites).toEqual(['7']);
  });

  // The sign-in screen's title is at the top and its button at the bottom of a phone: the news waits for the
  // app, where it shows above the tab bar, clear of the screen's title, and leaves by itself.
  it('o aviso "App pronto para funcionar offline" espera o app, não cobre o título e sai sozinho', async () => {
    const { page } = await app.open();
    const toast = offlineToast(page);
    await page.removeLocatorHandler(toast); // leave the toast where the app puts it
    await page.goto(`${app.url}/`);
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    // The app is cached for offline use on this first visit (no reload: the news belongs to this page).
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    expect(await toast.count()).toBe(0);

    const learner = newLearner('Tainá Moraes');
    await page.getByLabel('Nome completo').fill(learner.name);
    await page.getByLabel('E-mail').fill(learner.email);
    await page.getByLabel('Senha').fill(learner.password);
    await page.getByRole('button', { name: 'Junte-se ao Hub' }).click();
    await toast.waitFor();
    const a = (await toast.boundingBox())!;
    const b = (await page
      .getByRole('heading', { level: 1, name: `Olá, ${learner.firstName}!` })
      .boundingBox())!;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
  });
});
