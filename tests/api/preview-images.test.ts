/**
 * Link-preview images WhatsApp shows: it skips an og:image of 300 KB or more, and lays out a 1200×630 one as a
 * large card. Every preview the server produces is checked: each insight's (drawn at build time by the same
 * function), and a certificate's, through its public route with the longest kind of name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, curriculum, registerLearner, type TestServer } from '../support/server';
import { insightImage } from '../../src/server/services/og-image';
import { newCertificateCode } from '../../src/server/services/certificates';

/** WhatsApp's limit for a link preview's image, in bytes (300 KB, read in the smaller, decimal sense). */
const WHATSAPP_PREVIEW_LIMIT = 300_000;

/** Width and height from a PNG's header (the IHDR chunk). */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe(`link-preview images on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => server?.close());

  it('every insight’s image is a 1200×630 PNG under 300 KB', async () => {
    expect(curriculum.insights.length).toBeGreaterThan(0);
    for (const insight of curriculum.insights) {
      const png = await insightImage(insight);
      expect(pngSize(png), insight.id).toEqual([1200, 630]);
      expect(png.length, insight.id).toBeLessThan(WHATSAPP_PREVIEW_LIMIT);
    }
  });

  it('a certificate’s image, as its public route serves it, is a 1200×630 PNG under 300 KB, even for a long name', async () => {
    for (const name of [
      'Ana Lu',
      'Maria Aparecida dos Santos Conceição de Oliveira Łucja Nguyễn Thị Minh Khai',
    ]) {
      const learner = await registerLearner(server, name);
      const code = newCertificateCode();
      await server.database.db
        .insertInto('certificates')
        .values({
          code,
          user_id: learner.snapshot.user.id,
          name,
          issued_at: '2026-11-20T12:00:00.000Z',
          chapters: JSON.stringify(curriculum.chapters.map((c) => ({ id: c.id, title: c.title }))),
          study_minutes: 600,
        })
        .execute();
      const res = await server.app.inject(`/certificado/${code}/imagem.png`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(pngSize(res.rawPayload), name).toEqual([1200, 630]);
      expect(res.rawPayload.length, name).toBeLessThan(WHATSAPP_PREVIEW_LIMIT);
    }
  });
});
