/**
 * Mão na massa and sources at phone size: lab steps are ticked with the server stopped and the phone offline,
 * survive a reload, reach the server once the connection is back and show on a second device; a section
 * shows its sources with the date each was checked.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import {
  hasChromium,
  LAPTOP,
  newLearner,
  poll,
  serverSnapshot,
  signIn,
  signUp,
  useApp,
  waitForPersisted,
  waitForServiceWorker,
  waitForSync,
} from '../support/browser';

/**
 * Nothing the app does may be refused by its own Content Security Policy (Lighthouse's Best Practices counts
 * every refusal, even one the code catches): record each refusal on the page.
 */
async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

describe.skipIf(!hasChromium)('e2e: prática e fontes', () => {
  const app = useApp();

  it('marca passos da prática offline, sincroniza e aparece no outro aparelho; as seções mostram as fontes', async () => {
    const learner = newLearner('Rita Souza');
    const phone = await app.open();
    const { page, context } = phone;
    await watchCsp(context);
    await signUp(page, app.url, learner);
    await waitForServiceWorker(page);
    await waitForSync(page);

    // Sources: every section lists where its numbers come from, with the date they were checked.
    await page.goto(`${app.url}/capitulos/6`);
    await page.getByRole('heading', { level: 2, name: /Plano de mensuração/ }).waitFor();
    const box = page
      .getByRole('group')
      .filter({ hasText: /^Fontes \(\d+\) · / })
      .first();
    await box.getByText(/^Fontes \(\d+\)/).click();
    const link = box.getByRole('link').first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    await box
      .getByText(/(verificado|fonte indicada) em \d{1,2} de \p{L}+ de \d{4}/u)
      .first()
      .waitFor();

    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);

    // ---- offline, with the server down
    await app.server.stop();
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Prática (1)' }).click();
    await page.getByRole('heading', { level: 2, name: /GA4 do zero/ }).waitFor();
    await page.getByRole('checkbox', { name: '1. Crie a conta e a propriedade' }).check();
    await page.getByRole('checkbox', { name: '3. Crie o fluxo de dados do site' }).check();
    await page.getByText(/^2 de 8 passos feitos/).waitFor();
    await waitForPersisted(
      page,
      (store) => store.progress?.state?.labs?.['6']?.['ga4-do-zero']?.length === 2,
    );
    await page.reload();
    await page.getByRole('tab', { name: 'Prática (1)', selected: true }).waitFor();
    await poll(() =>
      page.getByRole('checkbox', { name: '3. Crie o fluxo de dados do site' }).isChecked(),
    ).toBe(true);

    // ---- back online: the steps reach the server
    await app.server.restart();
    await context.setOffline(false);
    await waitForSync(page);
    const synced = (await serverSnapshot(context, app.url)) as unknown as {
      progress: { labs: Record<string, Record<string, string[]>>; points: number };
    };
    expect(synced.progress.labs['6']!['ga4-do-zero']!.sort()).toEqual(['criar-propriedade', 'fluxo-web']);
    expect(synced.progress.points).toBe(0);

    // ---- another device sees them and unticks one
    const laptop = await app.open(LAPTOP);
    await watchCsp(laptop.context);
    await signIn(laptop.page, app.url, learner);
    await laptop.page.goto(`${app.url}/capitulos/6/pratica`);
    const step1 = laptop.page.getByRole('checkbox', { name: '1. Crie a conta e a propriedade' });
    await poll(() => step1.isChecked()).toBe(true);
    await step1.uncheck();
    await laptop.page.getByText(/^1 de 8 passos feitos/).waitFor();
    await waitForSync(laptop.page);
    const after = (await serverSnapshot(laptop.context, app.url)) as unknown as {
      progress: { labs: Record<string, Record<string, string[]>> };
    };
    expect(after.progress.labs['6']!['ga4-do-zero']).toEqual(['fluxo-web']);
    for (const p of [page, laptop.page]) {
      expect(
        await p.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    }
  });
});
