/**
 * Links worth sharing, on the built app and the real server: an insight a friend opens without an account (and
 * that WhatsApp's crawler previews), the preview images the build made, and a certificate a learner issues from
 * Progresso, anyone can verify, and that prints on one A4 page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE, ROOT, catalogue, hasChromium, newLearner, signUp, useApp } from '../support/browser';
import { loadCurriculum } from '../../src/content/load';
import { loadExamBank } from '../../src/content/exam-load';
import { readyPlan } from '../support/capstone';

const curriculum = loadCurriculum();
const insight = curriculum.insights[1]!;
/** The exam's keys: on the server only, read here to answer as a learner who studied would. */
const bank = loadExamBank(curriculum);

/** Width and height from a PNG's header (the IHDR chunk). */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe.skipIf(!hasChromium)('e2e: páginas públicas', () => {
  const app = useApp();

  it('um insight compartilhado se lê sem conta e sem JavaScript, com o convite para entrar', async () => {
    const { page } = await app.open({ ...PHONE, javaScriptEnabled: false, serviceWorkers: 'block' });
    const res = await page.goto(`${app.url}/insights/${insight.id}`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: insight.title }).waitFor();
    const firstParagraph = insight.content.split('\n\n')[0]!.trim();
    await page.getByText(firstParagraph.slice(0, 60)).first().waitFor();
    const invite = page.getByRole('link', { name: 'Junte-se ao Hub' });
    expect(await invite.getAttribute('href')).toBe('/cadastrar');
    await page.getByRole('link', { name: 'Já tenho conta' }).waitFor();
    // Fits a phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('o robô de prévia de link acha og:image, e a imagem responde como PNG de 1200×630', async () => {
    const res = await fetch(`${app.url}/insights/${insight.id}`, {
      headers: { 'user-agent': 'WhatsApp/2.24.1 A', accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toBe(`${app.url}/og/insights/${insight.id}.png`);
    const png = await fetch(image!);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await png.arrayBuffer()))).toEqual([1200, 630]);
  });

  it('a construção deixa uma imagem de prévia de 1200×630 para cada insight', async () => {
    const { insights } = await catalogue(app.url);
    expect(insights.length).toBe(curriculum.insights.length);
    for (const i of insights) {
      const file = join(ROOT, 'dist', 'og', 'insights', `${i.id}.png`);
      expect(existsSync(file), `${file} não existe: rode npm run build`).toBe(true);
      expect(pngSize(readFileSync(file)), file).toEqual([1200, 630]);
    }
  });

  it('marcar tudo como concluído não dá certificado; quem passa nos quizzes, no projeto e na prova final o emite, e a página diz o que foi verificado', async () => {
    const learner = newLearner('Juliana Nascimento Ferreira');
    const session = await app.open(PHONE);
    const { context, page } = session;
    await signUp(page, app.url, learner);
    const send = async (events: object[]) => {
      const res = await context.request.post(`${app.url}/api/events`, {
        data: {
          events: events.map((e) => ({
            id: crypto.randomUUID(),
            occurredAt: new Date().toISOString(),
            ...e,
          })),
        },
      });
      expect(res.status()).toBe(200);
    };

    // Tapping "Marcar como concluído" ten times (sent with the learner's own session: by hand it takes minutes).
    await send(curriculum.chapters.map((c) => ({ type: 'chapter.completed', chapterId: c.id })));
    await page.goto(`${app.url}/progresso`);
    const card = page.getByRole('region', { name: 'Seu certificado' });
    await card.getByText('0 de 3 requisitos cumpridos').waitFor();
    expect(await card.getByRole('button', { name: 'Emitir certificado' }).count()).toBe(0);
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Passar no quiz do Cap. 1' }).waitFor();

    // Every quiz passed and the plan completed, then the exam in the app, by hand.
    await send([
      ...curriculum.chapters.map((c) => ({
        type: 'quiz.submitted',
        chapterId: c.id,
        answers: c.quiz.slice(0, 5).map((q) => q.answer),
      })),
      { type: 'plan.updated', patch: readyPlan() },
      { type: 'plan.completed' },
    ]);
    await page.goto(`${app.url}/prova-final`);
    await page.getByRole('button', { name: 'Começar a prova' }).click();
    // One tap does not start the clock: the dialog says what starting means.
    const start = page.getByRole('dialog', { name: 'Começar a prova agora?' });
    await start.getByText(/O tempo de 60\s+minutos começa a contar e não para/).waitFor();
    await start.getByRole('button', { name: 'Começar agora' }).click();
    // Focus goes to the first question.
    await page.getByRole('heading', { name: 'Questão 1 de 30' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Questão 1 de 30');
    for (let i = 1; i <= 30; i++) {
      await page.getByRole('heading', { name: `Questão ${i} de 30` }).waitFor();
      const stem = await page.locator('legend').textContent();
      const item = [...bank.byId.values()].find((q) => q.question === stem)!;
      // Three wrong, 27 right (90 %).
      const choice = i <= 3 ? (item.answer + 1) % 4 : item.answer;
      await page.getByRole('radio', { name: item.options[choice], exact: true }).check();
      await page.getByText('Resposta salva.').waitFor();
      if (i === 15) {
        // A closed tab or a reload resumes the same attempt where the learner was.
        await page.reload();
        await page.getByRole('heading', { name: 'Questão 16 de 30' }).waitFor();
        await page.getByRole('button', { name: 'Questão 15, respondida' }).click();
        expect(await page.getByRole('radio', { name: item.options[choice], exact: true }).isChecked()).toBe(
          true,
        );
      }
      // By keyboard: the question's own button, whatever the timer re-renders around it.
      if (i < 30) await page.getByRole('button', { name: 'Próxima', exact: true }).press('Enter');
    }
    await page.getByRole('button', { name: 'Entregar prova' }).first().click();
    await page
      .getByRole('dialog', { name: 'Entregar a prova?' })
      .getByRole('button', { name: 'Entregar' })
      .click();
    await page.getByRole('heading', { name: 'Você passou na prova final' }).waitFor();
    await page.getByText('Você acertou 27 de 30. Parabéns!').waitFor();

    await page.getByRole('link', { name: 'Ir para o certificado' }).click();
    await card.getByRole('button', { name: 'Emitir certificado' }).click();
    await card.getByText(learner.name, { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Confirmar e emitir' }).click();
    const view = card.getByRole('link', { name: 'Ver certificado' });
    await view.waitFor();

    const [certificate] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await certificate.waitForLoadState();
    expect(new URL(certificate.url()).pathname).toMatch(/^\/certificado\/[a-z2-7]{32}$/);
    await certificate.getByText('Certificado válido').waitFor();
    await certificate.getByText(learner.name, { exact: true }).waitFor();
    await certificate
      .getByText(/Prova final com 30 questões, corrigida pelo Hub de Marketing Digital: 90% de acertos/)
      .waitFor();
    await certificate.getByText(/Carga horária estimada do curso: \d+\s+horas\./).waitFor();
    for (const c of curriculum.chapters)
      await certificate.getByRole('listitem').filter({ hasText: c.title }).waitFor();
    const linkedIn = await certificate
      .getByRole('link', { name: 'Adicionar ao LinkedIn' })
      .getAttribute('href');
    expect(linkedIn).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&');

    // Printed (or saved as PDF) on A4: exactly one page.
    const pdf = (await certificate.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(1);
  });
});
