// Server time at scale (DESIGN.md §9; targets: p99 ≤ 20 ms for reads, closing a week ≤ 2 minutes), against the
// database `scripts/seed-scale.ts` fills (a million learners by default). Requests go one at a time over
// loopback, so each latency is the server's time plus a fraction of a millisecond. Prints figures only.
//
//   npx tsx scripts/seed-scale.ts            # once: ~1M learners into hub_scale (drops it first)
//   npm run bench:scale                      # builds the server if needed, then measures
//
// SCALE_DATABASE_URL picks another database (default postgres://postgres@127.0.0.1:5432/hub_scale).
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const url = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hub_scale';
if (!existsSync('dist-server/server/index.js')) execSync('npm run build', { stdio: 'inherit' });

const client = new pg.Client({ connectionString: url });
await client.connect();
const learners = Number((await client.query('select count(*)::bigint as n from users')).rows[0].n);
if (learners === 0) {
  console.log(`Nenhum aprendiz em ${url}: rode antes "npx tsx scripts/seed-scale.ts".`);
  process.exit(1);
}

const port = 3320;
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist-server/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: url,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    JOBS_INTERVAL_MS: '0',
    AUTH_RATE_LIMIT: '100000',
    // A benchmark sends far more than one learner may (decision 021): measure the path, not the refusals.
    SIGNUP_DAILY_LIMIT: '100000',
    EVENTS_RATE_LIMIT: '100000000',
    EVENTS_DAILY_LIMIT: '100000000',
    EVENTS_DAILY_BYTES: '100000000000',
    LEARNER_QUOTA_BYTES: '100000000000',
  },
  stdio: 'inherit',
});

const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (ms) => `${ms.toFixed(1).replace('.', ',')} ms`;
async function measure(label, n, request) {
  for (let i = 0; i < Math.min(20, n); i++) await request(i); // warm up
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await request(i + 20);
    times.push(performance.now() - t);
  }
  console.log(
    `  ${label.padEnd(34)} p50 ${fmt(pct(times, 50)).padStart(9)}   p99 ${fmt(pct(times, 99)).padStart(9)}   (${n} pedidos)`,
  );
}
async function call(path, init, expected = 200) {
  const res = await fetch(`${base}${path}`, init);
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}
const session = (i) => ({ cookie: `hub_session=escala-${(i % 1000) + 1}` });

try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  console.log(
    `${learners.toLocaleString('pt-BR')} aprendizes em ${new URL(url).pathname.slice(1)}; tempo no servidor:`,
  );
  await measure('entrar (argon2id)', 50, (i) =>
    call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `aprendiz${((i * 7919) % learners) + 1}@escala.exemplo.com.br`,
        password: 'senha-segura-123',
      }),
    }),
  );
  await measure('GET /api/me', 500, (i) => call('/api/me', { headers: session(i) }));
  await measure('GET /api/league (página do grupo)', 500, (i) =>
    call('/api/league', { headers: session(i) }),
  );
  await measure('POST /api/events (lote de 5)', 300, (i) =>
    call('/api/events', {
      method: 'POST',
      headers: { ...session(i), 'content-type': 'application/json' },
      body: JSON.stringify({
        events: Array.from({ length: 5 }, () => ({
          id: randomUUID(),
          type: 'chapter.opened',
          chapterId: String(1 + (i % 10)),
          occurredAt: new Date().toISOString(),
        })),
      }),
    }),
  );

  // Closing last week for everyone, as the background job does (the seed filled it; a closed week is reopened).
  const { openDatabase } = await import('../dist-server/server/db/index.js');
  const { closeLeagueWeek, previousWeek } = await import('../dist-server/server/services/league.js');
  const week = previousWeek(new Date());
  await client.query('delete from league_results where week = $1', [week]);
  await client.query('delete from league_weeks where week = $1', [week]);
  const members = Number(
    (await client.query('select count(*)::bigint as n from league_members where week = $1', [week])).rows[0]
      .n,
  );
  const handle = openDatabase(url);
  const t = performance.now();
  const closed = await closeLeagueWeek(handle.db, week);
  const seconds = (performance.now() - t) / 1000;
  await handle.db.destroy();
  console.log(
    `  fechar a semana ${week} para todos: ${seconds.toFixed(1).replace('.', ',')} s (${members.toLocaleString('pt-BR')} participantes${closed ? '' : ', já estava fechada'})`,
  );
  const size = Number(
    (await client.query('select pg_database_size(current_database())::bigint as b')).rows[0].b,
  );
  console.log(
    `  tamanho do banco: ${(size / 1e6).toFixed(0)} MB, ${(size / learners).toFixed(0)} bytes por aprendiz (com uma semana de eventos e duas de liga)`,
  );
} finally {
  server.kill();
  await client.end();
}
