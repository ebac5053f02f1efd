/**
 * Projeto final at phone size: the plan is filled in step by step with the server stopped and the phone offline,
 * survives a reload on the same step, reaches the server once the connection is back, shows on a second
 * device, and completing it pays the content's points once.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  hasChromium,
  header,
  LAPTOP,
  newLearner,
  points,
  poll,
  serverSnapshot,
  signIn,
  signUp,
  useApp,
  waitForPersisted,
  waitForServiceWorker,
  waitForSync,
} from '../support/browser';

/** Moves on with "Próxima etapa" and waits for the step's place ("Etapa 3 de 8"). */
async function nextStep(page: Page, n: number) {
  await page.getByRole('button', { name: 'Próxima etapa' }).click();
  await page.getByText(`Etapa ${n} de 8`, { exact: true }).waitFor();
}

/** Opens a step from the folded list of steps. */
async function jumpTo(page: Page, name: string | RegExp) {
  const list = page.getByRole('navigation', { name: 'Etapas do projeto' });
  // The fold stays as the learner left it: open it only when closed.
  if (!(await list.isVisible())) await page.getByText(/^Etapas do projeto:/).click();
  await list.getByRole('button', { name }).click();
}

async function fill(page: Page, label: string, text: string, nth = 0) {
  const field = page.getByLabel(label, { exact: true }).nth(nth);
  await field.fill(text);
  await field.blur();
}

describe.skipIf(!hasChromium)('e2e: projeto final', () => {
  const app = useApp();

  it('preenche o plano offline, sincroniza, aparece no outro aparelho e conclui uma vez', async () => {
    const learner = newLearner('Carla Mendes');
    const phone = await app.open();
    const { page, context } = phone;
    await signUp(page, app.url, learner);
    await waitForServiceWorker(page);
    await waitForSync(page);

    await page.goto(`${app.url}/aprender`);
    await page.getByRole('link', { name: 'Começar o projeto final' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projeto final: plano de 90 dias' }).waitFor();

    // ---- offline, with the server down
    await app.server.stop();
    await context.setOffline(true);
    await page.getByRole('radio', { name: /Padaria em Curitiba/ }).check();
    await poll(() => page.getByLabel('O negócio', { exact: true }).inputValue()).toMatch(
      /^Padaria em Curitiba\./,
    );
    await nextStep(page, 2);
    await fill(
      page,
      'Persona',
      'Mães e pais de 30 a 45 anos que organizam aniversários no bairro, encomendam pelo WhatsApp e ' +
        'hesitam quando não veem preço e prazo de entrega.',
    );
    await nextStep(page, 3);
    await fill(page, 'Objetivo', 'Mais encomendas de bolos');
    await fill(page, 'KPI', 'Encomendas por semana');
    await fill(page, 'Meta (número e prazo)', 'De 12 para 20 em 90 dias');
    await nextStep(page, 4);
    await fill(page, 'Topo do funil (atrair)', 'Vídeos curtos dos bolos saindo do forno');
    await fill(page, 'Meio do funil (considerar)', 'Cardápio de festas com preços, sabores e prazos');
    await fill(page, 'Fundo do funil (decidir)', 'Depoimentos e cupom na primeira encomenda');
    await nextStep(page, 5);
    await fill(page, 'Orçamento total para os 90 dias', '1200');
    expect(await page.getByLabel('Orçamento total para os 90 dias').inputValue()).toBe('1.200');
    await fill(page, 'Canal', 'Instagram');
    await fill(page, 'Papel no funil', 'Atrair e lembrar as famílias do bairro');
    await fill(page, 'Verba do canal', '900');
    await fill(page, 'Resultado esperado', '40 pedidos de orçamento pelo WhatsApp em 90 dias');
    await page.getByRole('status').filter({ hasText: 'Faltam R$\u00a0300 para distribuir.' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar canal' }).click();
    await fill(page, 'Canal', 'WhatsApp Business', 1);
    await fill(page, 'Papel no funil', 'Responder orçamentos e fechar a encomenda', 1);
    await fill(page, 'Verba do canal', '300', 1);
    await fill(page, 'Resultado esperado', '25 encomendas fechadas pelo catálogo em 90 dias', 1);
    await page.getByRole('status').filter({ hasText: 'O orçamento fecha.' }).waitFor();
    await nextStep(page, 6);
    for (let week = 1; week <= 12; week++) await fill(page, `Semana ${week}`, `Ação da semana ${week}`);
    await nextStep(page, 7);
    await fill(
      page,
      'Como vou medir',
      'UTM em cada link dos canais, o pedido de orçamento como evento principal no GA4 e os números ' +
        'conferidos toda segunda-feira.',
    );
    await nextStep(page, 8);
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByText('Etapas do projeto: 8 de 8 prontas').waitFor();
    await waitForPersisted(page, (store) => store.progress?.state?.plan?.compliance?.eca === true);
    // The step is in the address: a reload stays on it, and the others keep what was typed.
    await page.reload();
    await page.getByText('Etapa 8 de 8', { exact: true }).waitFor();
    await jumpTo(page, /^6\./);
    await poll(() => page.getByLabel('Semana 12').inputValue()).toBe('Ação da semana 12');
    await jumpTo(page, /^5\./);
    await poll(() => page.getByLabel('Verba do canal').nth(1).inputValue()).toBe('300');

    // ---- back online: the plan reaches the server
    await app.server.restart();
    await context.setOffline(false);
    await waitForSync(page);
    const synced = (await serverSnapshot(context, app.url)) as unknown as {
      progress: { plan: { weeks: string[]; totalBudget: number; caseId: string } };
    };
    expect(synced.progress.plan).toMatchObject({ totalBudget: 1200, caseId: 'padaria-curitiba' });
    expect(synced.progress.plan.weeks[11]).toBe('Ação da semana 12');

    // ---- another device sees it, prints it and completes it
    const laptop = await app.open(LAPTOP);
    await signIn(laptop.page, app.url, learner);
    await laptop.page.goto(`${app.url}/projeto-final?etapa=persona`);
    await poll(() => laptop.page.getByLabel('Persona', { exact: true }).inputValue()).toMatch(/aniversários/);
    await jumpTo(laptop.page, 'Revisar e concluir');
    await laptop.page.getByRole('link', { name: 'Ver para imprimir ou salvar em PDF' }).click();
    await laptop.page.getByRole('heading', { name: 'Plano de marketing digital de 90 dias' }).waitFor();
    await laptop.page.getByRole('cell', { name: 'R$ 1.200' }).waitFor();
    await laptop.page.getByRole('link', { name: 'Voltar a editar' }).click();
    await laptop.page.getByRole('button', { name: /^Concluir projeto/ }).click();
    await laptop.page.getByText(/Projeto concluído! Você ganhou 300 pontos/).waitFor();
    await waitForSync(laptop.page);
    const done = (await serverSnapshot(laptop.context, app.url)) as unknown as {
      progress: { points: number; planCompletedAt: string | null };
    };
    expect(done.progress.points).toBe(300);
    expect(done.progress.planCompletedAt).not.toBeNull();
    await page.reload();
    await poll(() => header(page).textContent()).toMatch(new RegExp(`· ${points(300)}$`));
  });
});
