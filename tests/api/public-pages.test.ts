/**
 * Links worth sharing: an insight page anyone (and any link-preview crawler) can read, and a course certificate
 * that anyone can verify, on the real app and a real database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';
import { earnCertificate } from '../support/certificate';
import { loadConfig } from '../../src/server/config';
import { newCertificateCode } from '../../src/server/services/certificates';
import { EXAM_MINUTES, EXAM_SIZE } from '../../src/shared/exam';

const insight = curriculum.insights[0]!;
const PUBLIC_URL = 'https://hub.exemplo.com.br';

/** The value of a `<meta property|name="key" content="…">` tag, or undefined. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(
    new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`),
  );
  return tag?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

/** Visible text, roughly: no tags, entities decoded, spaces collapsed. */
function text(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

function expectPreviewTags(html: string, origin: string, path: string, imagePath: string) {
  const url = `${origin}${path}`;
  const image = `${origin}${imagePath}`;
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(meta(html, 'og:url')).toBe(url);
  expect(meta(html, 'og:image')).toBe(image);
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'og:image:alt')?.length).toBeGreaterThan(5);
  expect(meta(html, 'og:locale')).toBe('pt_BR');
  expect(meta(html, 'og:site_name')).toBe('Hub de Marketing Digital');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'twitter:image')).toBe(image);
  expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
  expect(meta(html, 'twitter:description')).toBe(meta(html, 'og:description'));
  expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
}

/** Completes the given chapters through the learner's own events. */
async function complete(server: TestServer, cookie: string, chapterIds: string[]) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie },
    payload: { events: chapterIds.map((chapterId) => event('chapter.completed', { chapterId })) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().results.every((r: { status: string }) => r.status === 'applied')).toBe(true);
}

const allChapterIds = curriculum.chapters.map((c) => c.id);
/** The course's estimated workload a certificate states: every chapter, the final project and the exam. */
const courseMinutes =
  curriculum.chapters.reduce((sum, c) => sum + c.minutes, 0) + curriculum.capstone!.minutes + EXAM_MINUTES;

/** The session cookie as a browser sends it to a host other than this machine (over HTTPS). */
const onAnotherHost = (cookie: string) => cookie.replace(/^hub_session=/, '__Host-hub_session=');

describe(`public pages on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => server?.close());

  describe('a shared insight', () => {
    it('is a page anyone can read, with every link-preview tag pointing at the server’s own address', async () => {
      const res = await server.app.inject({
        url: `/insights/${insight.id}`,
        headers: { host: 'hub.local:8080' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['vary']).toMatch(/cookie/i);
      const html = res.body;
      expect(html.startsWith('<!DOCTYPE html><html lang="pt-BR">')).toBe(true);
      expect(html).toContain(`<title>${insight.title} | Hub de Marketing Digital</title>`);
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'og:title')).toContain(insight.title);
      expect(meta(html, 'og:description')).toBe(insight.summary);
      // Without PUBLIC_URL: the loopback address the server listens on, never the Host the request names.
      expectPreviewTags(
        html,
        'http://127.0.0.1:3000',
        `/insights/${insight.id}`,
        `/og/insights/${insight.id}.png`,
      );
      // The text, from its Markdown, and the invitation to join.
      const page = text(html);
      expect(page).toContain(insight.title);
      expect(page).toContain(`${insight.readMinutes} min de leitura`);
      const firstParagraph = insight.content.split('\n\n')[0]!.trim();
      expect(page).toContain(firstParagraph.replace(/\s+/g, ' '));
      expect(html).toContain('<a class="button" href="/cadastrar">Junte-se ao Hub</a>');
      expect(html).toContain('<a href="/entrar">Já tenho conta</a>');
      // Under the same security headers as the app, and nothing for them to block.
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    });

    it('renders every insight’s Markdown as HTML, never raw HTML from the text', async () => {
      for (const i of curriculum.insights) {
        const res = await server.app.inject(`/insights/${i.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/(^|\n)#{1,4} /);
        expect(res.body).not.toContain('**');
        expect(res.body).toContain('<h2>');
      }
    });

    it('names PUBLIC_URL in its links when it is set, whatever address the request came to', async () => {
      const configured = await buildTestServer({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
      try {
        const res = await configured.app.inject({
          url: `/insights/${insight.id}`,
          headers: { host: 'interno:3000' },
        });
        expectPreviewTags(res.body, PUBLIC_URL, `/insights/${insight.id}`, `/og/insights/${insight.id}.png`);
      } finally {
        await configured.close();
      }
    });

    it('behind a trusted proxy, still names PUBLIC_URL, never the forwarded host', async () => {
      const proxied = await buildTestServer({ env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL } });
      try {
        const res = await proxied.app.inject({
          url: `/insights/${insight.id}`,
          headers: {
            host: '10.0.0.5:3101',
            'x-forwarded-proto': 'https',
            'x-forwarded-host': 'evil.example',
          },
        });
        expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/insights/${insight.id}`);
        expect(res.body).not.toContain('evil.example');
      } finally {
        await proxied.close();
      }
    });

    it('answers an unknown insight with a 404 page in pt-BR', async () => {
      const res = await server.app.inject('/insights/nao-existe');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(text(res.body)).toContain('Insight não encontrado');
    });

    it('without a built app, still answers a signed-in learner with the page', async () => {
      const learner = await registerLearner(server);
      const res = await server.app.inject({
        url: `/insights/${insight.id}`,
        headers: { cookie: learner.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(text(res.body)).toContain('Junte-se ao Hub');
    });

    it('gives a signed-in learner the app, never cached for others; a stale session gets the page', async () => {
      const dist = mkdtempSync(join(tmpdir(), 'hub-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hub</title><div id="root"></div>');
      const withApp = await buildTestServer({ staticDir: dist });
      try {
        const learner = await registerLearner(withApp);
        const shell = await withApp.app.inject({
          url: `/insights/${insight.id}`,
          headers: { cookie: learner.cookie },
        });
        expect(shell.statusCode).toBe(200);
        expect(shell.body).toContain('<div id="root"></div>');
        expect(shell.headers['cache-control']).toBe('private, no-cache');
        expect(shell.headers['vary']).toMatch(/cookie/i);

        const stale = await withApp.app.inject({
          url: `/insights/${insight.id}`,
          headers: { cookie: 'hub_session=sessao-que-nao-existe' },
        });
        expect(stale.statusCode).toBe(200);
        expect(text(stale.body)).toContain('Junte-se ao Hub');
        expect(stale.headers['cache-control']).toBe('public, max-age=300');
      } finally {
        await withApp.close();
        rmSync(dist, { recursive: true, force: true });
      }
    });
  });

  describe('the course certificate', () => {
    let learner: Awaited<ReturnType<typeof registerLearner>>;
    let code: string;

    beforeAll(async () => {
      learner = await registerLearner(server, 'Beatriz Conceição Araújo');
    });

    it('is refused while a requirement is missing, in pt-BR, and nothing is issued', async () => {
      const issue = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/me/certificate',
          headers: { cookie: learner.cookie },
        });
      const chapterNumbers = (chapters: typeof curriculum.chapters) =>
        new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(chapters.map((c) => String(c.number)));
      const before = await issue();
      expect(before.statusCode).toBe(403);
      expect(before.json().error.code).toBe('CERTIFICATE_REQUIREMENTS');
      expect(before.json().error.message).toBe(
        `Para emitir o certificado, falta passar nos quizzes dos capítulos ${chapterNumbers(curriculum.chapters)} (70% ou mais), concluir o projeto final e ser aprovado na prova final.`,
      );

      // Marking every chapter as read is not enough: the quizzes are what counts.
      await complete(server, learner.cookie, allChapterIds);
      const marked = await issue();
      expect(marked.statusCode).toBe(403);
      expect(marked.json().error.message).toBe(before.json().error.message);

      // Every quiz but the last one's passed, and still neither the exam nor the project.
      const last = curriculum.chapters.at(-1)!;
      await sendEvents(
        server,
        learner.cookie,
        curriculum.chapters
          .slice(0, -1)
          .map((c) =>
            event('quiz.submitted', { chapterId: c.id, answers: c.quiz.slice(0, 5).map((q) => q.answer) }),
          ),
      );
      const oneLeft = await issue();
      expect(oneLeft.statusCode).toBe(403);
      expect(oneLeft.json().error.code).toBe('CERTIFICATE_REQUIREMENTS');
      expect(oneLeft.json().error.message).toBe(
        `Para emitir o certificado, falta passar no quiz do capítulo ${last.number} (70% ou mais), concluir o projeto final e ser aprovado na prova final.`,
      );

      const none = await server.app.inject({
        url: '/api/me/certificate',
        headers: { cookie: learner.cookie },
      });
      // Not issued yet: an answer (null), not an error the browser would log on every visit to Progresso.
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
      const rows = await server.database.db
        .selectFrom('certificates')
        .select('code')
        .where('user_id', '=', learner.snapshot.user.id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('needs a session', async () => {
      expect((await server.app.inject({ method: 'POST', url: '/api/me/certificate' })).statusCode).toBe(401);
      expect((await server.app.inject('/api/me/certificate')).statusCode).toBe(401);
    });

    it('is issued once the quizzes, the final exam and the final project are passed, and asking again returns the same one', async () => {
      await earnCertificate(server, learner.cookie);
      const issued = await server.app.inject({
        method: 'POST',
        url: '/api/me/certificate',
        headers: { cookie: onAnotherHost(learner.cookie), host: 'hub.local' },
      });
      expect(issued.statusCode).toBe(201);
      const certificate = issued.json();
      code = certificate.code;
      expect(certificate.name).toBe('Beatriz Conceição Araújo');
      expect(certificate.url).toBe(`http://127.0.0.1:3000/certificado/${code}`);
      expect(certificate.chapters).toEqual(curriculum.chapters.map((c) => ({ id: c.id, title: c.title })));
      expect(certificate).not.toHaveProperty('studyMinutes');
      expect(certificate.courseMinutes).toBe(courseMinutes);
      expect(certificate.exam).toMatchObject({ percent: 100, questions: EXAM_SIZE });
      expect(Date.now() - Date.parse(certificate.exam.passedAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(certificate.planCompletedAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(certificate.issuedAt)).toBeLessThan(60_000);

      const again = await server.app.inject({
        method: 'POST',
        url: '/api/me/certificate',
        headers: { cookie: onAnotherHost(learner.cookie), host: 'hub.local' },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(certificate);
      const read = await server.app.inject({
        url: '/api/me/certificate',
        headers: { cookie: onAnotherHost(learner.cookie), host: 'hub.local' },
      });
      expect(read.json()).toEqual(certificate);
      const rows = await server.database.db.selectFrom('certificates').select('code').execute();
      expect(rows.map((r) => r.code)).toEqual([code]);
    });

    it('draws its preview image when it is issued and keeps it in the database', async () => {
      const row = await server.database.db
        .selectFrom('certificate_images')
        .select('png')
        .where('code', '=', code)
        .executeTakeFirst();
      expect(row).toBeDefined();
      const stored = Buffer.from(row!.png, 'base64');
      expect(stored.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([1200, 630]);
      const res = await server.app.inject(`/certificado/${code}/imagem.png`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(stored)).toBe(true);
    });

    it('has a long, random code', async () => {
      // 32 base32 characters: 160 random bits.
      expect(code).toMatch(/^[a-z2-7]{32}$/);
      const other = await registerLearner(server, 'Carlos Alberto Souza');
      await earnCertificate(server, other.cookie);
      const second = await server.app.inject({
        method: 'POST',
        url: '/api/me/certificate',
        headers: { cookie: other.cookie },
      });
      expect(second.statusCode).toBe(201);
      const otherCode: string = second.json().code;
      expect(otherCode).toMatch(/^[a-z2-7]{32}$/);
      const shared = [...code].filter((c, i) => otherCode[i] === c).length;
      expect(shared).toBeLessThan(16);
    });

    it('is verified by its public page, without login, with its preview and LinkedIn link', async () => {
      const res = await server.app.inject({ url: `/certificado/${code}`, headers: { host: 'hub.local' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const html = res.body;
      const page = text(html);
      expect(page).toContain('Certificado válido');
      expect(page).toContain('Beatriz Conceição Araújo');
      const issuedOn = new Intl.DateTimeFormat('pt-BR', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date());
      expect(page).toContain(issuedOn);
      for (const c of curriculum.chapters) expect(page).toContain(c.title);
      expect(page).toContain('O que foi verificado');
      expect(page).toContain(`Prova final com ${EXAM_SIZE} questões`);
      expect(html).toContain('<strong>100%</strong> de acertos');
      expect(html).toContain(
        `Carga horária estimada do curso: <strong>${Math.round(courseMinutes / 60)}\u00a0horas</strong>`,
      );
      expect(page).toContain('Projeto final');
      expect(page).not.toMatch(/de estudo/);
      expect(page).not.toContain('Emitido antes da prova final');
      expect(meta(html, 'og:description')).toContain(
        `prova final com ${EXAM_SIZE} questões, 100% de acertos`,
      );
      expectPreviewTags(
        html,
        'http://127.0.0.1:3000',
        `/certificado/${code}`,
        `/certificado/${code}/imagem.png`,
      );
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('@page{size:A4;');
      expect(html).not.toMatch(/<script/i);

      const linkedIn = html.match(/<a class="button" href="([^"]+)"[^>]*>Adicionar ao LinkedIn<\/a>/)?.[1];
      expect(linkedIn).toBeDefined();
      const link = new URL(linkedIn!.replace(/&amp;/g, '&'));
      expect(link.origin + link.pathname).toBe('https://www.linkedin.com/profile/add');
      expect(link.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
      expect(link.searchParams.get('organizationName')).toBe('Hub de Marketing Digital');
      expect(link.searchParams.get('name')).toBe('Curso Completo de Marketing Digital');
      expect(link.searchParams.get('certUrl')).toBe(`http://127.0.0.1:3000/certificado/${code}`);
      expect(link.searchParams.get('certId')).toBe(code);
      expect(Number(link.searchParams.get('issueYear'))).toBeGreaterThanOrEqual(2025);
      expect(Number(link.searchParams.get('issueMonth'))).toBeGreaterThanOrEqual(1);
      expect(linkedIn).toContain('organizationName=Hub%20de%20Marketing%20Digital');
    });

    it('has its own 1200×630 preview image', async () => {
      const res = await server.app.inject(`/certificado/${code}/imagem.png`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      // Drawn once, then served as stored.
      expect((await server.app.inject(`/certificado/${code}/imagem.png`)).rawPayload.equals(png)).toBe(true);
    });

    it('draws the image of a certificate issued before images were kept once, on its first requests', async () => {
      const earlier = await registerLearner(server, 'Otávio Lemos Prado');
      const earlierCode = newCertificateCode();
      await server.database.db
        .insertInto('certificates')
        .values({
          code: earlierCode,
          user_id: earlier.snapshot.user.id,
          name: 'Otávio Lemos Prado',
          issued_at: '2026-01-15T12:00:00.000Z',
          chapters: '[]',
          study_minutes: 600,
        })
        .execute();
      const url = `/certificado/${earlierCode}/imagem.png`;
      const answers = await Promise.all([1, 2, 3].map(() => server.app.inject(url)));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
      const rows = await server.database.db
        .selectFrom('certificate_images')
        .select('png')
        .where('code', '=', earlierCode)
        .execute();
      expect(rows).toHaveLength(1);
      expect(Buffer.from(rows[0]!.png, 'base64').equals(answers[0]!.rawPayload)).toBe(true);

      // From then on it comes from the database, not from a new drawing.
      const standIn = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      await server.database.db
        .updateTable('certificate_images')
        .set({ png: standIn.toString('base64') })
        .where('code', '=', earlierCode)
        .execute();
      expect((await server.app.inject(url)).rawPayload.equals(standIn)).toBe(true);
    });

    it('answers an unknown or malformed code with a 404 page', async () => {
      for (const bad of ['a'.repeat(32), 'nao-existe', `${code}x`, code.toUpperCase()]) {
        const res = await server.app.inject(`/certificado/${bad}`);
        expect(res.statusCode).toBe(404);
        expect(text(res.body)).toContain('Certificado não encontrado');
      }
      expect((await server.app.inject(`/certificado/${'b'.repeat(32)}/imagem.png`)).statusCode).toBe(404);
    });

    it('stops existing when its learner deletes the account', async () => {
      const del = await server.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { cookie: learner.cookie },
        payload: { password: learner.password },
      });
      expect(del.statusCode).toBe(204);
      const page = await server.app.inject(`/certificado/${code}`);
      expect(page.statusCode).toBe(404);
      expect(text(page.body)).toContain('Certificado não encontrado');
      expect((await server.app.inject(`/certificado/${code}/imagem.png`)).statusCode).toBe(404);
      const rows = await server.database.db
        .selectFrom('certificates')
        .select('code')
        .where('code', '=', code)
        .execute();
      expect(rows).toEqual([]);
      const images = await server.database.db
        .selectFrom('certificate_images')
        .select('code')
        .where('code', '=', code)
        .execute();
      expect(images).toEqual([]);
    });
  });
});

describe('the rate limit of the public pages', () => {
  it('counts each address, and answers the one over the limit in pt-BR', async () => {
    const limited = await buildTestServer({ env: { PUBLIC_PAGE_RATE_LIMIT: '3' } });
    try {
      const get = (url: string, remoteAddress = '203.0.113.7') => limited.app.inject({ url, remoteAddress });
      const certificate = `/certificado/${'a'.repeat(32)}`;
      for (let i = 0; i < 3; i++) expect((await get(certificate)).statusCode).toBe(404);
      const over = await get(certificate);
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe('RATE_LIMITED');
      expect(over.json().error.message).toMatch(
        /^Muitos acessos seguidos deste endereço\. Aguarde \d+ segundos? e tente de novo\.$/,
      );
      expect((await get(certificate, '203.0.113.8')).statusCode).toBe(404);

      for (const url of [`${certificate}/imagem.png`, `/insights/${insight.id}`]) {
        for (let i = 0; i < 3; i++) expect((await get(url)).statusCode, url).toBeLessThan(429);
        expect((await get(url)).statusCode, url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it('allows 120 requests a minute per address unless PUBLIC_PAGE_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).publicPageRateLimit).toBe(120);
    expect(loadConfig({ PUBLIC_PAGE_RATE_LIMIT: '500' } as NodeJS.ProcessEnv).publicPageRateLimit).toBe(500);
  });
});

describe('the privacy contact (LGPD art. 41)', () => {
  it('is null when the installation has none, and the address given in PRIVACY_CONTACT otherwise', async () => {
    const plain = await buildTestServer();
    const configured = await buildTestServer({ env: { PRIVACY_CONTACT: ' dpo@escola.com.br ' } });
    try {
      const none = await plain.app.inject('/api/about');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ privacyContact: null });
      const some = await configured.app.inject('/api/about');
      expect(some.json()).toEqual({ privacyContact: 'dpo@escola.com.br' });
      expect(some.headers['cache-control']).toContain('public');
    } finally {
      await plain.close();
      await configured.close();
    }
  });

  it('refuses to start with a PRIVACY_CONTACT that is not an e-mail', async () => {
    await expect(buildTestServer({ env: { PRIVACY_CONTACT: 'fale conosco' } })).rejects.toThrow(
      /PRIVACY_CONTACT/,
    );
  });
});
