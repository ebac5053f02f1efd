/**
 * The learner's account in Ajustes: the profile others see, the password, connected devices, the export and
 * deletion; and a community that shows display names only and leaves out whoever chose to stay out.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestServer, event, registerLearner, type TestServer } from '../support/server';
import { DEMO_LEARNER } from '../../src/server/db/seed';
import { throttleKey } from '../../src/server/services/login-throttle';
import { hashToken } from '../../src/server/services/sessions';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ seed: true });
});
afterAll(async () => server?.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Learner = Awaited<ReturnType<typeof registerLearner>>;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return server.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const me = (cookie: string) => call('GET', '/api/me', cookie);
const patchProfile = (cookie: string, body: unknown) => call('PATCH', '/api/me/profile', cookie, body);
const sessionsOf = (cookie: string) => call('GET', '/api/me/sessions', cookie);
const leaderboard = async (cookie: string) => (await call('GET', '/api/leaderboard', cookie)).json();

const cookieFrom = (res: { headers: Record<string, unknown> }) =>
  String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('hub_session=')) ?? '').split(
    ';',
  )[0]!;

/** Signs the learner in again, as from another device with this user agent. */
async function signInOn(learner: { email: string; password: string }, userAgent: string): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: learner.email, password: learner.password },
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

async function userId(learner: Learner): Promise<string> {
  return learner.snapshot.user.id as string;
}

async function setPoints(learner: Learner, points: number) {
  await server.database.db
    .updateTable('progress')
    .set({ points })
    .where('user_id', '=', await userId(learner))
    .execute();
}

describe(`Account on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('profile', () => {
    it('shows others the first name and the initial of the last name unless the learner chose a name', async () => {
      const learner = await registerLearner(server, 'Maria da Silva');
      expect(learner.snapshot.user).toMatchObject({ displayName: 'Maria S.', communityHidden: false });

      const custom = await patchProfile(learner.cookie, { displayName: '  Mari do Marketing ' });
      expect(custom.statusCode).toBe(200);
      expect(custom.json().user.displayName).toBe('Mari do Marketing');

      const back = await patchProfile(learner.cookie, { displayName: null });
      expect(back.json().user.displayName).toBe('Maria S.');

      const oneWord = await registerLearner(server, 'Xuxa');
      expect(oneWord.snapshot.user.displayName).toBe('Xuxa');
      const accented = await registerLearner(server, 'Íris Ávila Úrsula Ñúñez');
      expect(accented.snapshot.user.displayName).toBe('Íris Ñ.');
    });

    it('changes name and presence in the ranking at once, the time zone from the next day, and every device gets them with its next snapshot', async () => {
      const learner = await registerLearner(server, 'Joana Prado');
      const other = await signInOn(learner, IPHONE_SAFARI);
      const res = await patchProfile(learner.cookie, {
        name: 'Joana Prado Lima',
        timeZone: 'America/Manaus',
        communityHidden: true,
      });
      expect(res.statusCode).toBe(200);
      // The day under way keeps São Paulo; Manaus waits for its midnight (tests/api/time-zone.test.ts).
      expect(res.json().user).toMatchObject({
        name: 'Joana Prado Lima',
        displayName: 'Joana L.',
        timeZone: 'America/Sao_Paulo',
        nextTimeZone: 'America/Manaus',
        communityHidden: true,
      });
      // The other device's next sync.
      expect((await me(other)).json().user).toMatchObject({
        name: 'Joana Prado Lima',
        nextTimeZone: 'America/Manaus',
        communityHidden: true,
      });
      const events = await call('POST', '/api/events', other, {
        events: [event('chapter.opened', { chapterId: '1' })],
      });
      expect(events.json().snapshot.user.nextTimeZone).toBe('America/Manaus');
    });

    it('stores the canonical name of a time zone', async () => {
      const learner = await registerLearner(server);
      const res = await patchProfile(learner.cookie, { timeZone: 'utc' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.nextTimeZone).toBe('UTC');
    });

    it('explains bad input in pt-BR and changes nothing', async () => {
      const learner = await registerLearner(server, 'Rita Lopes');
      const cases: [unknown, string][] = [
        [{ displayName: 'R' }, 'O nome exibido precisa ter pelo menos 2 letras ou números.'],
        [{ displayName: 'x'.repeat(41) }, 'O nome exibido pode ter até 40 caracteres.'],
        [{ displayName: 'Rita\u0007' }, 'O nome exibido não pode conter caracteres de controle.'],
        [{ displayName: 'Rita\u202e' + '\u0085' }, 'O nome exibido não pode conter caracteres de controle.'],
        [{ name: 'Rita\u0000 Lopes' }, 'O nome não pode conter caracteres de controle.'],
        [{ name: ' ' }, 'Informe seu nome completo.'],
        [{ timeZone: 'Marte/Olympus_Mons' }, 'Fuso horário desconhecido. Escolha um da lista.'],
        [{ timeZone: '' }, 'Fuso horário desconhecido. Escolha um da lista.'],
        [{ timeZone: 'America/Sao_Paulo\u0000' }, 'O fuso horário não pode conter caracteres de controle.'],
        [{ communityHidden: 'sim' }, 'Informe se você quer aparecer no ranking (true ou false).'],
      ];
      for (const [body, message] of cases) {
        const res = await patchProfile(learner.cookie, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.message, JSON.stringify(body)).toContain(message);
      }
      expect((await me(learner.cookie)).json().user).toMatchObject({
        name: 'Rita Lopes',
        displayName: 'Rita L.',
        timeZone: 'America/Sao_Paulo',
        communityHidden: false,
      });
    });

    describe('names that cannot hide or pretend', () => {
      const TOO_FEW_DISPLAY = 'O nome exibido precisa ter pelo menos 2 letras ou números.';
      const TOO_FEW_NAME = 'O nome precisa ter pelo menos 2 letras ou números.';
      const BIDI_DISPLAY =
        'O nome exibido tem um caractere invisível que muda a direção do texto (costuma vir ao colar). Apague e digite de novo, sem colar.';
      const BIDI_NAME =
        'O nome tem um caractere invisível que muda a direção do texto (costuma vir ao colar). Apague e digite de novo, sem colar.';
      let learner: Learner;
      beforeAll(async () => {
        learner = await registerLearner(server, 'Sofia Ramos');
      });

      it.each([
        ['zero-width spaces', '\u200B\u200B'],
        ['Hangul fillers, letters by category', '\u3164\u3164'],
        ['halfwidth Hangul fillers', '\uFFA0\uFFA0'],
        ['Hangul choseong and jungseong fillers', ' \u115F\u1160 '],
        ['Braille blanks', '\u2800\u2800\u2800'],
        ['combining accents alone', '\u0301\u0301\u0301'],
        ['one letter padded with invisible characters', 'a\u200B\u2060\uFEFF'],
        ['a word joiner and ideographic spaces', '\u2060\u3000\u3000\u2060'],
        ['emoji alone', '🎉🎉'],
      ])('refuses a display name of %s', async (_what, displayName) => {
        const res = await patchProfile(learner.cookie, { displayName });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: { code: 'INVALID_INPUT', message: TOO_FEW_DISPLAY, field: 'displayName' },
        });
      });

      it.each([
        ['a right-to-left override ("admin" on screen)', '\u202Enimda'],
        ['a left-to-right embedding', 'Ana\u202A Lu'],
        ['an isolate', 'Ana \u2067Lu\u2069'],
        ['a right-to-left mark', 'Ana\u200F Lu'],
        ['a left-to-right mark', '\u200EAna Lu'],
        ['an Arabic letter mark', 'Ana\u061C Lu'],
      ])('refuses a display name with %s', async (_what, displayName) => {
        const res = await patchProfile(learner.cookie, { displayName });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: { code: 'INVALID_INPUT', message: BIDI_DISPLAY, field: 'displayName' },
        });
      });

      it('applies the same rules to the full name, on sign-up and in the profile', async () => {
        const register = (name: string) =>
          call('POST', '/api/auth/register', undefined, {
            name,
            email: `nome${randomUUID().slice(0, 8)}@exemplo.com.br`,
            password: 'senha-segura-123',
          });
        for (const [name, message] of [
          ['\u3164\u3164 \u3164', TOO_FEW_NAME],
          ['\u200B\u200B\u200B', TOO_FEW_NAME],
          ['\u202Enimda Silva', BIDI_NAME],
        ] as const) {
          for (const res of [await register(name), await patchProfile(learner.cookie, { name })]) {
            expect(res.statusCode, JSON.stringify(name)).toBe(400);
            expect(res.json().error.message, JSON.stringify(name)).toBe(message);
          }
        }
        expect((await me(learner.cookie)).json().user.name).toBe('Sofia Ramos');
      });

      it.each([
        'Zoë',
        'José da Silva',
        'Lưu Nguyễn',
        'Lu\u031Bu Nguye\u0302\u0303n',
        'محمد علي',
        '王小明',
        '李明',
        '김민준',
        'अनु शर्मा',
        "Anne-Marie O'Brien",
        'Ana 🚀',
        '👩\u200D💻 Bia',
        'Mari2',
      ])('keeps accepting %s, as a display name and as a name', async (value) => {
        const shown = await patchProfile(learner.cookie, { displayName: value });
        expect(shown.statusCode).toBe(200);
        expect(shown.json().user.displayName).toBe(value);
        const named = await patchProfile(learner.cookie, { name: value });
        expect(named.statusCode).toBe(200);
        expect(named.json().user.name).toBe(value);
      });
    });

    it('needs a session', async () => {
      const res = await patchProfile('hub_session=nada', { displayName: 'Alguém' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
    });
  });

  describe('community', () => {
    it('never shows a surname or an e-mail, for anyone, the learner included', async () => {
      const learners = await Promise.all([
        registerLearner(server, 'Beatriz Oliveira Santos'),
        registerLearner(server, 'Carlos Eduardo Nogueira'),
      ]);
      await setPoints(learners[1]!, 300);
      for (const viewer of learners) {
        const board = await leaderboard(viewer.cookie);
        const text = JSON.stringify(board);
        for (const word of ['Oliveira', 'Santos', 'Nogueira', 'Eduardo', 'Souza', '@']) {
          expect(text).not.toContain(word);
        }
        expect(board.entries).toContainEqual(expect.objectContaining({ name: 'Ana S.', points: 1250 }));
        expect(board.entries.filter((e: { isMe: boolean }) => e.isMe)).toHaveLength(1);
      }
      const board = await leaderboard(learners[0]!.cookie);
      expect(board.entries.find((e: { isMe: boolean }) => e.isMe)).toMatchObject({ name: 'Beatriz S.' });
      expect(board.entries).toContainEqual(expect.objectContaining({ name: 'Carlos N.', isMe: false }));
      expect(board.hidden).toBe(false);
    });

    it('leaves a hidden learner out entirely, and ranks the others without them', async () => {
      const hidden = await registerLearner(server, 'Helena Escondida');
      const visible = await registerLearner(server, 'Vitor Visível');
      await setPoints(hidden, 90_000);
      await setPoints(visible, 80_000);
      const before = await leaderboard(visible.cookie);
      expect(before.entries.slice(0, 2).map((e: { name: string }) => e.name)).toEqual([
        'Helena E.',
        'Vitor V.',
      ]);

      expect((await patchProfile(hidden.cookie, { communityHidden: true })).statusCode).toBe(200);
      const after = await leaderboard(visible.cookie);
      expect(JSON.stringify(after)).not.toContain('Helena');
      expect(after.entries[0]).toMatchObject({ rank: 1, name: 'Vitor V.', points: 80_000, isMe: true });
      expect(after.entries.map((e: { rank: number }) => e.rank)).toEqual(
        after.entries.map((_: unknown, i: number) => i + 1),
      );

      // The hidden learner does not see themself either, and is told why.
      const own = await leaderboard(hidden.cookie);
      expect(own.hidden).toBe(true);
      expect(own.entries.some((e: { isMe: boolean }) => e.isMe)).toBe(false);
      expect(JSON.stringify(own)).not.toContain('Helena');

      // Coming back puts them at the top again.
      await patchProfile(hidden.cookie, { communityHidden: false });
      expect((await leaderboard(hidden.cookie)).entries[0]).toMatchObject({ name: 'Helena E.', isMe: true });
      await setPoints(hidden, 0);
      await setPoints(visible, 0);
    });

    it('ranks a learner outside the top 20 among visible learners only', async () => {
      const ahead = await Promise.all(
        Array.from({ length: 21 }, (_, i) => registerLearner(server, `Pessoa Número${i}`)),
      );
      for (const [i, learner] of ahead.entries()) await setPoints(learner, 5_000 + i);
      const hiddenAhead = await registerLearner(server, 'Oculta Acima');
      await setPoints(hiddenAhead, 4_000);
      await patchProfile(hiddenAhead.cookie, { communityHidden: true });
      const learner = await registerLearner(server, 'Lucas Abaixo');
      await setPoints(learner, 3_999);

      const visibleAhead = await server.database.db
        .selectFrom('progress')
        .innerJoin('users', 'users.id', 'progress.user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('users.community_hidden', '=', 0)
        .where('progress.points', '>', 3_999)
        .executeTakeFirstOrThrow();
      const board = await leaderboard(learner.cookie);
      expect(board.entries).toHaveLength(21);
      expect(board.entries.at(-1)).toMatchObject({
        rank: Number(visibleAhead.n) + 1,
        name: 'Lucas A.',
        isMe: true,
      });
      expect(JSON.stringify(board)).not.toContain('Oculta');
      for (const l of [...ahead, hiddenAhead, learner]) await setPoints(l, 0);
    });
  });

  describe('password', () => {
    const change = (cookie: string, currentPassword: string, newPassword: string) =>
      call('POST', '/api/me/password', cookie, { currentPassword, newPassword });

    it('asks for the current password and refuses a weak new one, in pt-BR', async () => {
      const learner = await registerLearner(server, 'Sofia Andrade');
      const wrong = await change(learner.cookie, 'nao-e-esta-1', 'Girassol-azul-2031!');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'A senha atual está incorreta.',
      });
      const weak = await change(learner.cookie, learner.password, '12345678');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.code).toBe('WEAK_PASSWORD');
      expect(weak.json().error.message).toMatch(/\.$/);
      const short = await change(learner.cookie, learner.password, 'curta');
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe('A senha precisa ter pelo menos 8 caracteres.');
      const control = await change(learner.cookie, learner.password, 'Girassol-azul\u0000-2031');
      expect(control.json().error.message).toBe('A senha não pode conter caracteres de controle.');
      // Nothing changed.
      expect((await signInOn(learner, ANDROID_CHROME)).length).toBeGreaterThan(0);
    });

    it('signs every other device out at once and keeps this one', async () => {
      const learner = await registerLearner(server, 'Tiago Ramos');
      const phone = await signInOn(learner, ANDROID_CHROME);
      const tablet = await signInOn(learner, IPHONE_SAFARI);
      const res = await change(phone, learner.password, 'Girassol-azul-2031!');
      expect(res.statusCode).toBe(204);
      expect((await me(phone)).statusCode).toBe(200);
      expect((await me(tablet)).statusCode).toBe(401);
      expect((await me(learner.cookie)).statusCode).toBe(401);
      const sessions = (await sessionsOf(phone)).json();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({ current: true, device: 'Chrome no Android' });
      const login = (password: string) =>
        call('POST', '/api/auth/login', undefined, { email: learner.email, password });
      expect((await login(learner.password)).statusCode).toBe(401);
      expect((await login('Girassol-azul-2031!')).statusCode).toBe(200);
    });
  });

  describe('connected devices', () => {
    it('lists each device with a pt-BR name, marks this one and shows no secret', async () => {
      const learner = await registerLearner(server);
      await signInOn(learner, ANDROID_CHROME);
      const iphone = await signInOn(learner, IPHONE_SAFARI);
      const res = await sessionsOf(iphone);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(3);
      expect(list[0]).toMatchObject({ device: 'Safari no iPhone', current: true });
      expect(list.map((s: { device: string }) => s.device).sort()).toEqual(
        ['Aparelho desconhecido', 'Chrome no Android', 'Safari no iPhone'].sort(),
      );
      for (const s of list) {
        expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
      }
      const hashes = await server.database.db.selectFrom('sessions').select('token_hash').execute();
      for (const { token_hash } of hashes) expect(res.body).not.toContain(token_hash);
    });

    it('signs a device out at once, only among the learner’s own', async () => {
      const learner = await registerLearner(server);
      const phone = await signInOn(learner, ANDROID_CHROME);
      const list = (await sessionsOf(learner.cookie)).json();
      const phoneSession = list.find((s: { current: boolean }) => !s.current);

      const stranger = await registerLearner(server, 'Pedro Intruso');
      const foreign = await call('DELETE', `/api/me/sessions/${phoneSession.id}`, stranger.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Aparelho não encontrado. Talvez ele já tenha saído.');
      expect((await me(phone)).statusCode).toBe(200);

      const removed = await call('DELETE', `/api/me/sessions/${phoneSession.id}`, learner.cookie);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toHaveLength(1);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(learner.cookie)).statusCode).toBe(200);

      const again = await call('DELETE', `/api/me/sessions/${phoneSession.id}`, learner.cookie);
      expect(again.statusCode).toBe(404);
      const junk = await call('DELETE', `/api/me/sessions/${encodeURIComponent('\u0007x')}`, learner.cookie);
      expect(junk.statusCode).toBe(400);
      expect(junk.json().error.message).toBe('Aparelho não encontrado.');
      expect((await call('DELETE', `/api/me/sessions/${randomUUID()}`)).statusCode).toBe(401);
    });

    it('signs out every other device with one request', async () => {
      const learner = await registerLearner(server);
      const others = [await signInOn(learner, ANDROID_CHROME), await signInOn(learner, IPHONE_SAFARI)];
      const res = await call('POST', '/api/me/sessions/sign-out-others', learner.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([expect.objectContaining({ current: true })]);
      for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(learner.cookie)).statusCode).toBe(200);
    });

    it('records when a device was last used, at most once every five minutes', async () => {
      const learner = await registerLearner(server);
      const tokenHash = hashToken(learner.cookie.split('=')[1]!);
      const setLastSeen = async (at: Date) => {
        await server.database.db
          .updateTable('sessions')
          .set({ last_seen_at: at.toISOString() })
          .where('token_hash', '=', tokenHash)
          .execute();
        // Written behind the server's back: drop what it keeps in memory, as a restart would.
        server.app.hotCache.clear();
      };
      const lastSeen = async () =>
        (
          await server.database.db
            .selectFrom('sessions')
            .select('last_seen_at')
            .where('token_hash', '=', tokenHash)
            .executeTakeFirstOrThrow()
        ).last_seen_at!;

      const recent = new Date(Date.now() - 2 * 60_000);
      await setLastSeen(recent);
      await me(learner.cookie);
      expect(await lastSeen()).toBe(recent.toISOString());

      const old = new Date(Date.now() - 10 * 60_000);
      await setLastSeen(old);
      const before = Date.now();
      await me(learner.cookie);
      expect(Date.parse(await lastSeen())).toBeGreaterThanOrEqual(before - 1000);
      const listed = (await sessionsOf(learner.cookie)).json()[0];
      expect(Date.parse(listed.lastSeenAt)).toBeGreaterThanOrEqual(before - 1000);
    });
  });

  /** Puts a row about the learner in every table that can hold one. */
  async function fillEveryTable(learner: Learner) {
    const id = await userId(learner);
    const db = server.database.db;
    await call('POST', '/api/events', learner.cookie, {
      events: [event('chapter.completed', { chapterId: '1' })],
    });
    await signInOn(learner, ANDROID_CHROME);
    const now = new Date();
    // Lembretes: this device's push subscription (the choices start with it).
    const pushed = await call('PUT', '/api/me/push-subscription', learner.cookie, {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    });
    expect(pushed.statusCode).toBe(200);
    await db
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(`reset-${randomUUID()}`),
        user_id: id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 30 * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    await db
      .insertInto('email_changes')
      .values({
        token_hash: hashToken(`change-${randomUUID()}`),
        user_id: id,
        new_email: `novo-${learner.email}`,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60 * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    const code = randomUUID().replace(/-/g, '');
    await db
      .insertInto('certificates')
      .values({
        code,
        user_id: id,
        name: learner.snapshot.user.name,
        issued_at: now.toISOString(),
        chapters: JSON.stringify([{ id: '1', title: 'Capítulo 1' }]),
        study_minutes: 42,
      })
      .execute();
    await db
      .insertInto('certificate_images')
      .values({ code, png: Buffer.from('imagem').toString('base64'), created_at: now.toISOString() })
      .execute();
    // A past week of the league: its points, its result and the tier it led to.
    await db
      .insertInto('league_members')
      .values({
        week: '2026-10-26',
        user_id: id,
        group_id: randomUUID(),
        tier: 1,
        points: 120,
        joined_at: now.toISOString(),
      })
      .execute();
    await db
      .insertInto('league_results')
      .values({
        week: '2026-10-26',
        user_id: id,
        tier: 1,
        rank: 2,
        points: 120,
        outcome: 'promoted',
        new_tier: 2,
      })
      .execute();
    await db.insertInto('league_status').values({ user_id: id, tier: 2 }).execute();
    // An attempt at the final exam, with one answer saved.
    const attemptId = randomUUID();
    await db
      .insertInto('exam_attempts')
      .values({
        id: attemptId,
        user_id: id,
        started_at: now.toISOString(),
        deadline_at: new Date(now.getTime() + 60 * 60_000).toISOString(),
        questions: JSON.stringify(['q-1', 'q-2']),
        finished_at: null,
        ended_by: null,
        correct: null,
        total: 2,
        passed: null,
      })
      .execute();
    await db
      .insertInto('exam_answers')
      .values({ attempt_id: attemptId, question_id: 'q-1', answer: 2, answered_at: now.toISOString() })
      .execute();
    const failed = await call('POST', '/api/auth/login', undefined, {
      email: learner.email,
      password: 'tentativa-errada',
    });
    expect(failed.statusCode).toBe(401);
  }

  /** Every table with a `user_id` column, as the database itself lists them. */
  async function tablesWithUserId(): Promise<string[]> {
    const tables = await server.database.db.introspection.getTables();
    return tables.filter((t) => t.columns.some((c) => c.name === 'user_id')).map((t) => t.name);
  }

  describe('export and deletion', () => {
    it('exports every section, with no token or password hash', async () => {
      const learner = await registerLearner(server, 'Elisa Martins');
      await patchProfile(learner.cookie, { displayName: 'Eli', communityHidden: true });
      await fillEveryTable(learner);
      const res = await call('GET', '/api/me/export', learner.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('meus-dados-hub.json');
      const data = res.json();
      expect(data).toMatchObject({ format: 'hub-marketing-digital/export', version: 1 });
      expect(Object.keys(data).sort()).toEqual(
        [
          'certificates',
          'emailChanges',
          'events',
          'examAttempts',
          'exportedAt',
          'league',
          'format',
          'passwordResets',
          'progress',
          'pushSubscriptions',
          'reminders',
          'sessions',
          'signInFailures',
          'summary',
          'user',
          'version',
        ].sort(),
      );
      expect(data.user).toMatchObject({
        name: 'Elisa Martins',
        email: learner.email,
        displayName: 'Eli',
        displayNameChosen: 'Eli',
        communityHidden: true,
      });
      expect(data.progress.completedChapters).toHaveProperty('1');
      expect(data.events[0]).toMatchObject({ type: 'chapter.completed', payload: { chapterId: '1' } });
      expect(data.sessions).toHaveLength(2);
      expect(data.sessions.find((s: { current: boolean }) => !s.current)).toMatchObject({
        device: 'Chrome no Android',
        userAgent: ANDROID_CHROME,
      });
      expect(data.certificates).toEqual([
        expect.objectContaining({
          name: 'Elisa Martins',
          courseMinutes: 42,
          chapters: [{ id: '1', title: 'Capítulo 1' }],
          examPercent: null,
          planCompletedAt: null,
        }),
      ]);
      expect(data.examAttempts).toEqual([
        expect.objectContaining({
          total: 2,
          finishedAt: null,
          questionIds: ['q-1', 'q-2'],
          answers: [expect.objectContaining({ questionId: 'q-1', answer: 2 })],
        }),
      ]);
      expect(data.pushSubscriptions).toEqual([
        expect.objectContaining({ endpoint: expect.stringMatching(/^https:\/\/fcm\.googleapis\.com\//) }),
      ]);
      expect(data.reminders).toMatchObject({ study: true, streak: true, league: true, hour: null });
      expect(data.passwordResets).toHaveLength(1);
      expect(data.passwordResets[0]).not.toHaveProperty('token_hash');
      expect(data.emailChanges).toEqual([
        {
          newEmail: `novo-${learner.email}`,
          createdAt: expect.any(String),
          expiresAt: expect.any(String),
          usedAt: null,
        },
      ]);
      expect(data.signInFailures).toMatchObject({ failures: 1 });

      const db = server.database.db;
      const secrets = [
        ...(await db.selectFrom('sessions').select('token_hash as s').execute()),
        ...(await db.selectFrom('password_resets').select('token_hash as s').execute()),
        ...(await db.selectFrom('email_changes').select('token_hash as s').execute()),
        ...(await db
          .selectFrom('users')
          .select('password_hash as s')
          .where('email', '=', learner.email)
          .execute()),
      ].map((r) => r.s);
      expect(secrets.length).toBeGreaterThan(3);
      for (const secret of secrets) expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain(throttleKey(learner.email));
    });

    it('deletes the account only with the password, and then no table keeps a row about the learner', async () => {
      const learner = await registerLearner(server, 'Fábio Costa');
      await fillEveryTable(learner);
      const id = await userId(learner);
      const db = server.database.db;
      const tables = await tablesWithUserId();
      expect(tables.sort()).toEqual(
        expect.arrayContaining([
          'certificates',
          'email_changes',
          'events',
          'exam_attempts',
          'password_resets',
          'progress',
          'sessions',
        ]),
      );
      const certificateCodes = (
        await db.selectFrom('certificates').select('code').where('user_id', '=', id).execute()
      ).map((c) => c.code);
      const attemptIds = (
        await db.selectFrom('exam_attempts').select('id').where('user_id', '=', id).execute()
      ).map((a) => a.id);
      const rowsAbout = async () => {
        const counts: Record<string, number> = {};
        // Keyed by the certificate's code rather than the learner.
        counts.certificate_images = (
          await db
            .selectFrom('certificate_images')
            .select('code')
            .where('code', 'in', certificateCodes)
            .execute()
        ).length;
        // Keyed by the exam attempt rather than the learner.
        counts.exam_answers = (
          await db
            .selectFrom('exam_answers')
            .select('attempt_id')
            .where('attempt_id', 'in', attemptIds)
            .execute()
        ).length;
        for (const table of tables) {
          const { rows } = await sql<{
            n: number;
          }>`select count(*) as n from ${sql.table(table)} where user_id = ${id}`.execute(db);
          counts[table] = Number(rows[0]!.n);
        }
        counts.users = (await db.selectFrom('users').select('id').where('id', '=', id).execute()).length;
        counts.login_throttle = (
          await db
            .selectFrom('login_throttle')
            .select('key')
            .where('key', '=', throttleKey(learner.email))
            .execute()
        ).length;
        return counts;
      };
      const before = await rowsAbout();
      for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);

      const del = (password: string) => call('DELETE', '/api/me', learner.cookie, { password });
      const wrong = await del('nao-e-esta');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe('Senha incorreta.');
      expect((await rowsAbout()).users).toBe(1);

      expect((await del(learner.password)).statusCode).toBe(204);
      const after = await rowsAbout();
      for (const [table, n] of Object.entries(after)) expect(n, table).toBe(0);
      expect((await me(learner.cookie)).statusCode).toBe(401);
      // Everyone else is still there.
      expect(
        (
          await call('POST', '/api/auth/login', undefined, {
            email: DEMO_LEARNER.email,
            password: DEMO_LEARNER.password,
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'leaves none of a deleted learner readable in the SQLite files, write-ahead log included',
    async () => {
      const marker = randomUUID().replace(/-/g, '');
      const email = `apagada${marker}@exemplo.com.br`;
      const planText = `Confeitaria Marmelada Vaporosa ${marker}`;
      const certificateCode = `certificado${marker}`;
      const registered = await call('POST', '/api/auth/register', undefined, {
        name: 'Quitéria Zanoni',
        email,
        password: 'senha-segura-123',
      });
      expect(registered.statusCode).toBe(201);
      const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
      const id = registered.json().user.id as string;
      const planned = await call('POST', '/api/events', cookie, {
        events: [event('plan.updated', { patch: { business: planText } })],
      });
      expect(planned.json().results[0].status).toBe('applied');
      await server.database.db
        .insertInto('certificates')
        .values({
          code: certificateCode,
          user_id: id,
          name: 'Quitéria Zanoni',
          issued_at: new Date().toISOString(),
          chapters: '[]',
          study_minutes: 1,
        })
        .execute();

      const { rows } = await sql<{
        file: string;
      }>`select file from pragma_database_list where name = 'main'`.execute(server.database.db);
      const file = rows[0]!.file;
      const raw = () =>
        Buffer.concat([file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)));
      const secrets = [email, planText, certificateCode];
      // The test can see them before the deletion.
      for (const secret of secrets) expect(raw().includes(secret), secret).toBe(true);

      const del = await call('DELETE', '/api/me', cookie, { password: 'senha-segura-123' });
      expect(del.statusCode).toBe(204);
      const after = raw();
      for (const secret of secrets) expect(after.includes(secret), secret).toBe(false);
    },
  );

  it('documents the new routes in the OpenAPI document', async () => {
    const doc = (await server.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/me/profile',
        '/api/me/password',
        '/api/me/sessions',
        '/api/me/sessions/{id}',
        '/api/me/sessions/sign-out-others',
        '/api/me/export',
      ]),
    );
  });
});
