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

const curriculum = loadCurriculum();
const insight = curriculum.insights[1]!;

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
    expect(await invite.getAttribute('href')).toBe('/entrar');
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

  it('quem concluiu tudo emite o certificado no Progresso, e a página dele é válida e cabe numa folha A4', async () => {
    const learner = newLearner('Juliana Nascimento Ferreira');
    const session = await app.open(PHONE);
    const { context, page } = session;
    // Before issuing, the app asks for the certificate and the server answers 404 ("not issued yet").
    session.errors.allow(/status of 404/);
    await signUp(page, app.url, learner);

    // Completing every chapter by hand would take minutes: send the events with the learner's own session.
    const events = curriculum.chapters.map((c) => ({
      id: crypto.randomUUID(),
      type: 'chapter.completed',
      occurredAt: new Date().toISOString(),
      chapterId: c.id,
    }));
    const sent = await context.request.post(`${app.url}/api/events`, { data: { events } });
    expect(sent.status()).toBe(200);

    await page.goto(`${app.url}/progresso`);
    const card = page.getByRole('region', { name: 'Seu certificado' });
    await card.getByRole('button', { name: 'Emitir certificado' }).click();
    const view = card.getByRole('link', { name: 'Ver certificado' });
    await view.waitFor();

    const [certificate] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await certificate.waitForLoadState();
    expect(new URL(certificate.url()).pathname).toMatch(/^\/certificado\/[a-z2-7]{32}$/);
    await certificate.getByText('Certificado válido').waitFor();
    await certificate.getByText(learner.name, { exact: true }).waitFor();
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
