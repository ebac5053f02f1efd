/**
 * How many reminders a minute one instance sends: fills a fresh database with learners who each have one device
 * subscribed and a study reminder due, then runs the reminders job once (read, decide, encrypt, sign, post) against
 * a local push service that answers 201 after `--latency` ms, allowed through PUSH_ALLOWED_ORIGINS like a
 * self-hosted one. A second run, with everything already sent, measures the scan alone (what every period costs).
 *
 *   npx tsx scripts/bench-push.ts [--learners 5000] [--latency 0] [--concurrency 50] [--url postgres://…]
 *
 * Without --url it uses a temporary SQLite file; with it, it drops and recreates that PostgreSQL database.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import webpush from 'web-push';
import { migrateToLatest, openDatabase } from '../src/server/db/index.js';
import { createPushSender } from '../src/server/services/push.js';
import { sendDueReminders } from '../src/server/services/reminders.js';
import { loadCurriculum } from '../src/content/load.js';
import { emptyProgress } from '../src/shared/progress-state.js';
import { addDays, dayKey } from '../src/shared/days.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const N = Number(arg('learners', '5000'));
const LATENCY = Number(arg('latency', '0'));
const CONCURRENCY = Number(arg('concurrency', '50'));
const pgUrl = process.argv.includes('--url') ? arg('url', '') : '';

// ---- a push service that accepts everything after LATENCY ms
let received = 0;
const service = createServer((req, res) => {
  req.resume();
  req.on('end', () =>
    setTimeout(() => {
      received += 1;
      res.writeHead(201).end();
    }, LATENCY),
  );
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

// ---- the database
let url: string;
let cleanup: () => Promise<void>;
if (pgUrl) {
  const target = new URL(pgUrl);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: pgUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url = pgUrl;
  cleanup = async () => undefined;
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-push-'));
  url = `file:${join(dir, 'bench.sqlite')}`;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}
const handle = openDatabase(url);
const { db } = handle;
await migrateToLatest(db);

// Tomorrow 10:30 in São Paulo: every learner chose 10:00 and has not studied yet that day.
const zone = 'America/Sao_Paulo';
const tomorrow = addDays(dayKey(Date.now(), zone), 1);
const now = new Date(`${tomorrow}T13:30:00Z`);
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const p256dh = ecdh.getPublicKey().toString('base64url');
const auth = randomBytes(16).toString('base64url');
// A learner a month into the course: 30 studied days up to yesterday, three chapters done.
const progress = emptyProgress();
for (let d = 30; d >= 1; d--) progress.activityDays.push(addDays(tomorrow, -d));
for (const id of ['1', '2', '3']) progress.completedChapters[id] = now.toISOString();
progress.lastChapterId = '4';
const state = JSON.stringify(progress);

const seedStarted = performance.now();
const created = now.toISOString();
for (let start = 0; start < N; start += 500) {
  const ids = Array.from({ length: Math.min(500, N - start) }, () => randomUUID());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        ids.map((id, i) => ({
          id,
          email: `lembrete${start + i}@exemplo.com.br`,
          name: 'Aprendiz',
          password_hash: 'x',
          time_zone: zone,
          created_at: created,
        })),
      )
      .execute();
    await trx
      .insertInto('progress')
      .values(
        ids.map((id) => ({
          user_id: id,
          points: 500,
          state,
          updated_at: addDays(tomorrow, -1) + 'T22:00:00Z',
        })),
      )
      .execute();
    const sessions = ids.map((id) => ({ id, session: randomUUID() }));
    await trx
      .insertInto('sessions')
      .values(
        sessions.map(({ id, session }) => ({
          token_hash: randomUUID(),
          id: session,
          user_id: id,
          created_at: created,
          expires_at: addDays(tomorrow, 10) + 'T00:00:00Z',
        })),
      )
      .execute();
    await trx
      .insertInto('push_subscriptions')
      .values(
        sessions.map(({ id, session }) => ({
          id: randomUUID(),
          user_id: id,
          session_id: session,
          endpoint: `${origin}/push/${session}`,
          p256dh,
          auth,
          created_at: created,
          last_success_at: null,
        })),
      )
      .execute();
    await trx
      .insertInto('reminder_settings')
      .values(
        ids.map((id) => ({ user_id: id, study: 1, streak: 1, league: 1, hour: 10, updated_at: created })),
      )
      .execute();
  });
}
console.log(
  `${N} aprendizes com um aparelho cada em ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${handle.dialect})`,
);

const sender = createPushSender({
  vapid: webpush.generateVAPIDKeys(),
  subject: 'mailto:contato@exemplo.com.br',
  allowedOrigins: [origin],
});
const deps = { sender, curriculum: loadCurriculum(), concurrency: CONCURRENCY };

const sendStarted = performance.now();
const counts = await sendDueReminders(db, deps, now);
const sendSeconds = (performance.now() - sendStarted) / 1000;
const scanStarted = performance.now();
const again = await sendDueReminders(db, deps, new Date(now.getTime() + 15 * 60_000));
const scanSeconds = (performance.now() - scanStarted) / 1000;

const perMinute = Math.round((counts.sent / sendSeconds) * 60);
console.log(
  `envio: ${counts.sent} lembretes em ${sendSeconds.toFixed(1)} s → ${perMinute.toLocaleString('pt-BR')} por minuto ` +
    `(latência do serviço de push ${LATENCY} ms, ${CONCURRENCY} em paralelo; o serviço recebeu ${received})`,
);
console.log(
  `varredura sem nada a enviar: ${again.learners} aprendizes em ${scanSeconds.toFixed(2)} s ` +
    `(${((scanSeconds / Math.max(1, again.learners)) * 1e6).toFixed(0)} µs por aprendiz)`,
);
const million = 1_000_000;
console.log(
  `1.000.000 de aprendizes: varredura ≈ ${(((scanSeconds / Math.max(1, again.learners)) * million) / 60).toFixed(1)} min por período; ` +
    `envio de 1.000.000 de lembretes ≈ ${(million / perMinute).toFixed(1)} min numa instância`,
);

await db.destroy();
await cleanup();
service.close();
