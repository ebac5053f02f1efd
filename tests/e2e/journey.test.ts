/**
 * The whole learner journey on a phone: sign up, search, a chapter (tabs, favourite, checklist, quiz), points,
 * dark theme, URLs with back and reload, today's insight shared through the clipboard; then the same learner
 * on a laptop sees the same progress.
 */
import { describe, expect, it } from 'vitest';
import {
  LAPTOP,
  PHONE,
  catalogue,
  chapterContent,
  hasChromium,
  header,
  newLearner,
  offlineToast,
  points,
  poll,
  signIn,
  signUp,
  useApp,
  waitForPersisted,
  waitForSync,
} from '../support/browser';

const CHAPTER_TITLE = 'Estratégia de Mídia Social';

/** Records every value html[data-theme] takes, from before the first script runs. */
const RECORD_THEME = () => {
  const w = window as unknown as { __themes: (string | null)[] };
  w.__themes = [];
  new MutationObserver((records) => {
    for (const r of records) w.__themes.push((r.target as HTMLElement).getAttribute('data-theme'));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
};

/** No Web Share API: the app must fall back to the clipboard. */
const NO_WEB_SHARE = () => {
  Object.defineProperty(Navigator.prototype, 'share', {
    value: undefined,
    configurable: true,
    writable: true,
  });
};

describe.skipIf(!hasChromium)('e2e: jornada do aprendiz', () => {
  const app = useApp();

  it('cadastra, estuda um capítulo, faz o quiz, muda o tema, compartilha o insight e vê tudo no notebook', async () => {
    const learner = newLearner('Maria da Silva');
    const { chapters } = await catalogue(app.url);
    const summary = chapters.find((c) => c.title === CHAPTER_TITLE)!;
    expect(summary).toBeDefined();
    const chapter = await chapterContent(app.url, summary.id);
    const chapterPath = `/capitulos/${summary.id}`;

    const { context, page } = await app.open(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await context.addInitScript(RECORD_THEME);
    await context.addInitScript(NO_WEB_SHARE);

    // ---- sign up: the header greets a brand-new learner
    await signUp(page, app.url, learner);
    expect(new URL(page.url()).pathname).toBe('/');
    await poll(() => header(page).textContent()).toMatch(/Nível 1 · 0 pontos$/);
    await page.getByRole('heading', { name: `Olá, ${learner.firstName}!` }).waitFor();

    // The first visit's "App pronto para funcionar offline" comes once the worker is installed: closed now, as a
    // learner would, so that closing it later does not take the focus out of the search box (which closes it).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const toast = offlineToast(page);
    if (
      await toast.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      )
    )
      await toast.getByRole('button', { name: 'Fechar aviso' }).click();

    // ---- search: accent-insensitive, results under the box, and an empty result says so
    const search = page.getByRole('searchbox');
    await search.fill('midia');
    const results = page.getByRole('region', { name: 'Resultados da busca' });
    const card = results.getByRole('link', { name: new RegExp(`^${CHAPTER_TITLE}`) });
    await card.waitFor();
    await search.fill('xyzzy quântico');
    await results.getByText('Nenhum resultado encontrado').waitFor();
    // only the three chapters it suggests instead
    const suggested = results.getByRole('list', { name: 'Que tal um destes capítulos?' });
    await poll(() => results.getByRole('link').count()).toBe(3);
    expect(await suggested.getByRole('link').count()).toBe(3);
    await search.fill('midia');

    // ---- the chapter: header facts and the three sub-tabs
    await card.click();
    await page.waitForURL((u) => u.pathname === chapterPath);
    await page.getByRole('heading', { level: 1, name: CHAPTER_TITLE }).waitFor();
    await page.getByText(points(summary.points), { exact: true }).waitFor();
    const contentTab = page.getByRole('tab', { name: `Conteúdo (${summary.sectionCount})` });
    const quizTab = page.getByRole('tab', { name: `Quiz (${summary.questionCount})` });
    const checklistTab = page.getByRole('tab', { name: `Checklist (${summary.checklistCount})` });
    await contentTab.waitFor();
    expect(await contentTab.getAttribute('aria-selected')).toBe('true');
    expect(await quizTab.getAttribute('aria-selected')).toBe('false');
    expect(await checklistTab.getAttribute('aria-selected')).toBe('false');

    // ---- favourite: aria-pressed flips
    const favourite = page.getByRole('button', { name: 'Favorito' });
    expect(await favourite.getAttribute('aria-pressed')).toBe('false');
    await favourite.click();
    await poll(() => favourite.getAttribute('aria-pressed')).toBe('true');

    // ---- checklist: one item moves the count, all of them earn the congratulation
    await checklistTab.click();
    await page.waitForURL((u) => u.pathname === `${chapterPath}/checklist`);
    const total = chapter.checklist.length;
    await page.getByText(`0 de ${total} ações feitas`).waitFor();
    const boxes = page.getByRole('checkbox');
    await poll(() => boxes.count()).toBe(total);
    await boxes.first().check();
    await page.getByText(`1 de ${total} ações feitas`).waitFor();
    expect(await page.getByText('Parabéns').count()).toBe(0);
    for (let i = 1; i < total; i++) await boxes.nth(i).check();
    await page.getByText(`${total} de ${total} ações feitas`).waitFor();
    await page.getByRole('status').filter({ hasText: 'Parabéns' }).waitFor();

    // ---- the quiz tab has its own URL, and a reload keeps the screen
    await quizTab.click();
    await page.waitForURL((u) => u.pathname === `${chapterPath}/quiz`);
    await waitForSync(page);
    await waitForPersisted(page, (store) => store.progress?.state?.checklist?.[summary.id]?.length === total);
    await page.reload();
    await quizTab.waitFor();
    expect(new URL(page.url()).pathname).toBe(`${chapterPath}/quiz`);
    await poll(() => quizTab.getAttribute('aria-selected')).toBe('true');

    // ---- the quiz: five questions drawn from the bank, each answered (right, from the content file) and
    // checked at once; "Próxima" only once answered
    for (let i = 0; i < 5; i++) {
      const last = i === 4;
      const heading = page.getByRole('heading', { name: new RegExp(`^Pergunta ${i + 1} de 5:`) });
      await heading.waitFor();
      const text = (await heading.textContent())!;
      const question = chapter.quiz.find((q) => text.endsWith(q.question))!;
      expect(question, text).toBeDefined();
      const next = page.getByRole('button', { name: last ? 'Finalizar' : 'Próxima', exact: true });
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: question.options[question.answer]!, exact: true }).check();
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Responder' }).click();
      await page.getByText('Certo!', { exact: true }).waitFor();
      await page.getByText(question.explanation).waitFor();
      await poll(() => next.isEnabled()).toBe(true);
      await next.click();
    }
    const result = page.getByRole('region', { name: 'Resultado' });
    await result.waitFor();
    await result.getByText('100%', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await page.getByRole('heading', { name: /^Pergunta 1 de 5:/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Próxima', exact: true }).isDisabled()).toBe(true);

    // ---- passing the quiz completed the chapter: its points plus 10 per right answer
    await page.getByText('Concluído', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Marcar como concluído' }).count()).toBe(0);
    const earned = summary.points + 10 * 5;
    await poll(() => header(page).textContent()).toMatch(
      new RegExp(`· ${points(earned).replace('.', '\\.')}$`),
    );
    await waitForSync(page);

    // ---- back returns to the previous screen (the tabs replace, not push)
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: `Olá, ${learner.firstName}!` }).waitFor();
    await search.fill('');
    // On a phone the open search covers the header's row: Escape (or a tap elsewhere) folds it back.
    await search.press('Escape');
    await page.getByRole('heading', { name: 'Capítulos', exact: true }).waitFor();

    // ---- dark theme: the toggle is named for what it does, and the choice survives a reload without a flash
    await page.getByRole('button', { name: 'Ativar modo escuro' }).click();
    await page.getByRole('button', { name: 'Ativar modo claro' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await waitForPersisted(page, (store) => store.ui?.theme === 'dark');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Ativar modo claro' }).waitFor();
    const themes = await page.evaluate(() => (window as unknown as { __themes: string[] }).__themes);
    expect(themes.length).toBeGreaterThan(0);
    expect(new Set(themes)).toEqual(new Set(['dark']));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );

    // ---- today's insight, shared through the clipboard (no Web Share API here)
    await page.getByRole('button', { name: 'Insight do dia' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/insights/'));
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(title.length).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await page.getByRole('status').filter({ hasText: 'Texto copiado!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(title);
    expect(copied).toContain('Hub de Marketing Digital');
    expect(copied).toContain(page.url());
    // back from the insight to the home screen
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    await waitForSync(page);

    // ---- the same learner on a laptop: same points, same completed chapter, same favourite
    const laptop = await app.open(LAPTOP);
    await signIn(laptop.page, app.url, learner);
    await poll(() => header(laptop.page).textContent()).toMatch(
      new RegExp(`· ${points(earned).replace('.', '\\.')}$`),
    );
    const laptopCard = laptop.page.getByRole('link', { name: new RegExp(CHAPTER_TITLE) });
    await poll(() => laptopCard.textContent()).toContain('Concluído');
    expect(await laptopCard.textContent()).toContain('Favorito');
    await laptopCard.click();
    await laptop.page.waitForURL((u) => u.pathname === chapterPath);
    await laptop.page.getByText('Concluído', { exact: true }).waitFor();
    expect(await laptop.page.getByRole('button', { name: 'Favorito' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await laptop.page.getByRole('tab', { name: `Checklist (${summary.checklistCount})` }).click();
    await laptop.page.getByText(`${total} de ${total} ações feitas`).waitFor();
  });

  // pt-BR writes "0 pontos" and "0 dias" (Intl.PluralRules puts 0 under "one").
  it('um aprendiz novo vê "0 pontos" e "0 dias"', async () => {
    const learner = newLearner('Lucas Rocha');
    const { page } = await app.open(PHONE);
    await signUp(page, app.url, learner);
    await poll(() => header(page).textContent()).toMatch(/Nível 1 · 0 pontos$/);
    const hero = page.getByRole('region', { name: `Olá, ${learner.firstName}!` });
    await poll(() => hero.textContent()).toContain('0 dias');
  });

  // Code blocks and tables scroll inside the text; the page never scrolls sideways on a phone, at any step.
  it('cada passo de cada capítulo cabe na largura do celular', async () => {
    const { chapters } = await catalogue(app.url);
    const { page } = await app.open(PHONE);
    await signUp(page, app.url, newLearner('Lucas Rocha'));
    const tooWide: string[] = [];
    for (const c of chapters) {
      const steps = [...c.sectionIds, 'resumo'];
      await page.goto(`${app.url}/capitulos/${c.id}?secao=${steps[0]}`);
      for (const [i, step] of steps.entries()) {
        if (i > 0) {
          const next = step === 'resumo' ? 'Ir para o resumo' : 'Próxima seção';
          await page.getByRole('button', { name: next }).click();
        }
        await poll(() => new URL(page.url()).search).toBe(`?secao=${step}`);
        await page
          .getByText(step === 'resumo' ? 'Pontos-chave' : `Seção ${i + 1} de ${c.sectionCount}`, {
            exact: true,
          })
          .waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) tooWide.push(`capítulo ${c.id}, ${step}: ${width}px`);
      }
    }
    expect(tooWide).toEqual([]);
  });
});
