/**
 * Studying in short gaps: a chapter read one section at a time is resumed at the same section on another
 * device, and offline with the server stopped; the quiz checks each answer at once and is usable with the
 * keyboard alone, and a retake draws another set or order.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  catalogue,
  chapterContent,
  hasChromium,
  LAPTOP,
  newLearner,
  persistedStore,
  poll,
  serverSnapshot,
  signIn,
  signUp,
  useApp,
  waitForPersisted,
  waitForServiceWorker,
  waitForSync,
} from '../support/browser';

interface Sections {
  sectionAt: Record<string, string>;
  sectionsRead: Record<string, string[]>;
  quizLast: Record<string, string[]>;
}

async function sectionIds(baseUrl: string, chapterId: string): Promise<string[]> {
  const all = await catalogue(baseUrl);
  return (all.chapters.find((c) => c.id === chapterId) as unknown as { sectionIds: string[] }).sectionIds;
}

/** The text of the element that has focus (its label's, for a radio). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.closest('label') ?? el)?.textContent?.trim() ?? '';
  });

describe.skipIf(!hasChromium)('e2e: estudar aos poucos', () => {
  const app = useApp();

  it('lê até a seção 3 no celular; no notebook, “Continuar” abre a seção 3, e voltar sai do capítulo', async () => {
    const learner = newLearner('Paula Reis');
    const ids = await sectionIds(app.url, '2');
    const phone = await app.open();
    await signUp(phone.page, app.url, learner);
    await phone.page.goto(`${app.url}/capitulos/2`);
    await phone.page.getByText(`Seção 1 de ${ids.length}`).waitFor();
    for (let i = 2; i <= 3; i++) {
      await phone.page.getByRole('button', { name: 'Próxima seção' }).click();
      await phone.page.getByText(`Seção ${i} de ${ids.length}`).waitFor();
    }
    expect(new URL(phone.page.url()).search).toBe(`?secao=${ids[2]}`);
    // The section the learner stays on is recorded and sent; the two skimmed past are not counted as read.
    await waitForPersisted(phone.page, (store) => store.progress?.state?.sectionAt?.['2'] === ids[2]);
    await waitForSync(phone.page);
    const synced = (await serverSnapshot(phone.context, app.url)).progress as unknown as Sections;
    expect(synced.sectionAt['2']).toBe(ids[2]);
    expect(synced.sectionsRead['2']).toEqual([ids[2]]);
    await phone.context.close();

    const laptop = await app.open(LAPTOP);
    await signIn(laptop.page, app.url, learner);
    const resume = laptop.page.getByRole('button', { name: `Continuar: Cap. 2 · Seção 3 de ${ids.length}` });
    await resume.click();
    await laptop.page.getByText(`Seção 3 de ${ids.length}`).waitFor();
    expect(new URL(laptop.page.url()).search).toBe(`?secao=${ids[2]}`);
    // Moving on replaces the address: back leaves the chapter, it does not walk back through its sections.
    await laptop.page.getByRole('button', { name: 'Próxima seção' }).click();
    await laptop.page.getByText(`Seção 4 de ${ids.length}`).waitFor();
    await laptop.page.goBack();
    await laptop.page.waitForURL((u) => u.pathname === '/');
  });

  it('offline, com o servidor parado: lê até a seção 3, sai, e “Continuar” volta à seção e ao ponto da página', async () => {
    const learner = newLearner('Caio Lima');
    const ids = await sectionIds(app.url, '1');
    const { page, context } = await app.open();
    await signUp(page, app.url, learner);
    await waitForServiceWorker(page);
    await waitForSync(page);

    await app.server.stop();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Você está offline' }).waitFor();
    await page.getByRole('button', { name: 'Começar o Cap. 1' }).click();
    await page.getByText(`Seção 1 de ${ids.length}`).waitFor();
    for (let i = 2; i <= 3; i++) {
      await page.getByRole('button', { name: 'Próxima seção' }).click();
      await page.getByText(`Seção ${i} de ${ids.length}`).waitFor();
    }
    await page.evaluate(() => window.scrollTo(0, 700));
    await poll(() =>
      page.evaluate(() => localStorage.getItem(`hub:leitura:1:${location.search.slice(7)}`)),
    ).toBe('700');
    await waitForPersisted(page, (store) => store.progress?.state?.sectionAt?.['1'] === ids[2]);

    // Away and back, still offline.
    await page.goto(`${app.url}/progresso`);
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: `Continuar: Cap. 1 · Seção 3 de ${ids.length}` }).click();
    await page.getByText(`Seção 3 de ${ids.length}`).waitFor();
    await poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);

    // Back online: the place reaches the server.
    await app.server.restart();
    await context.setOffline(false);
    await waitForSync(page);
    const synced = (await serverSnapshot(context, app.url)).progress as unknown as Sections;
    expect(synced.sectionAt['1']).toBe(ids[2]);
  });

  it('o quiz só com o teclado: responde cada pergunta antes de “Próxima”, o foco segue, e a nova tentativa muda', async () => {
    const learner = newLearner('Davi Nunes');
    const chapter = await chapterContent(app.url, '1');
    const { page } = await app.open(LAPTOP);
    await signUp(page, app.url, learner);
    await page.goto(`${app.url}/capitulos/1/quiz`);
    const heading = (n: number) => page.getByRole('heading', { name: new RegExp(`^Pergunta ${n} de 5:`) });
    await heading(1).waitFor();

    /** One attempt, keyboard only; returns the questions asked, in order. */
    const attempt = async (startFocused: boolean) => {
      const asked: string[] = [];
      for (let n = 1; n <= 5; n++) {
        const text = (await heading(n).textContent())!;
        const q = chapter.quiz.find((x) => text.endsWith(x.question))!;
        expect(q, text).toBeDefined();
        asked.push(q.id);
        if (n > 1 || startFocused) expect(await focused(page)).toBe(text.trim());
        // Into the options: from the page, or one Tab from the question's heading.
        for (
          let tabs = 0;
          !(await page.evaluate(() => document.activeElement?.matches('input[type=radio]')));
          tabs++
        ) {
          expect(tabs).toBeLessThan(n > 1 || startFocused ? 1 : 40);
          await page.keyboard.press('Tab');
        }
        const right = q.options[q.answer]!;
        for (let i = 0; !(await focused(page)).endsWith(right); i++) {
          expect(i).toBeLessThan(4);
          await page.keyboard.press('ArrowDown');
        }
        await page.keyboard.press('Space');
        const next = page.getByRole('button', { name: n === 5 ? 'Finalizar' : 'Próxima', exact: true });
        expect(await next.isDisabled()).toBe(true);
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe('Responder');
        await page.keyboard.press('Enter');
        // The verdict takes focus and is read out; the explanation is on screen before moving on.
        await poll(() => focused(page)).toBe('Certo!');
        await page.getByText(q.explanation).waitFor();
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe(n === 5 ? 'Finalizar' : 'Próxima');
        await page.keyboard.press('Enter');
      }
      return asked;
    };

    const first = await attempt(false);
    await poll(() => focused(page)).toBe('Resultado');
    await page.getByText('100%', { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Tentar Novamente');
    await page.keyboard.press('Enter');
    await heading(1).waitFor();
    const second = await attempt(true);
    expect(second).not.toEqual(first);
    await waitForPersisted(page, (store) => store.progress?.state?.quizLast?.['1']?.length === 5);
    const stored = (await persistedStore(page))!.progress.state as Sections;
    expect(stored.quizLast['1']).toEqual(second);
  });
});
