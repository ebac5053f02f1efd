/**
 * A million learners in PostgreSQL, for `npm run bench:scale`. Set-based SQL (generate_series), so it takes
 * minutes, not hours. It uses its own database, never the test one:
 *
 *   npx tsx scripts/seed-scale.ts [--learners 1000000] [--url postgres://postgres@127.0.0.1:5432/hub_scale]
 *
 * It drops and recreates that database, runs the migrations, then writes: learners (one real password hash,
 * shared, so sign-in can be measured), their progress (most early in the course, a tail finishing it), a week
 * of events for about a third of them, that week's league (groups of 30 per tier) and last week's, and 1.000
 * sessions whose tokens are `escala-<n>` (for the benchmark's requests). Drop it with
 * `psql -h 127.0.0.1 -U postgres -c 'drop database hub_scale'`.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/server/db/index.js';
import { hashPassword } from '../src/server/services/passwords.js';
import { weekOf } from '../src/shared/league.js';
import { addDays } from '../src/shared/days.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const N = Number(arg('learners', '1000000'));
const url = new URL(
  arg('url', process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hub_scale'),
);
export const SCALE_PASSWORD = 'senha-segura-123';

const started = performance.now();
const step = async (label: string, run: () => Promise<unknown>) => {
  const t = performance.now();
  await run();
  console.log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

const dbName = url.pathname.slice(1);
const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();

const handle = openDatabase(url.toString());
await migrateToLatest(handle.db);
await handle.db.destroy();

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const now = new Date();
const week = weekOf(now);
const lastWeek = addDays(week, -7);
const hash = await hashPassword(SCALE_PASSWORD);
console.log(`Semeando ${N.toLocaleString('pt-BR')} aprendizes em ${dbName}…`);

await step('aprendizes', () =>
  client.query(
    `insert into users (id, email, name, password_hash, time_zone, created_at, display_name, community_hidden)
     select md5('u' || i)::uuid::text, 'aprendiz' || i || '@escala.exemplo.com.br', 'Aprendiz ' || i || ' Souza',
            $1, 'America/Sao_Paulo', ($2::timestamptz - (i % 365) * interval '1 day')::text,
            null, (i % 50 = 0)::int
     from generate_series(1, $3::int) i`,
    [hash, now.toISOString(), N],
  ),
);

// Chapters completed: k = floor(11 * r^3) for r uniform, so most learners are early and a tail finishes.
await step('progresso', () =>
  client.query(
    `insert into progress (user_id, points, state, updated_at)
     select id, k * 150 + q * 10,
       json_build_object(
         'points', k * 150 + q * 10,
         'completedChapters', coalesce((select json_object_agg(c::text, $1::text) from generate_series(1, k) c), '{}'::json),
         'quizBests', '{}'::json, 'quizAttempts', q, 'checklist', '{}'::json, 'favorites', '[]'::json,
         'insightsRead', '[]'::json, 'activityDays', json_build_array(left($1::text, 10)),
         'lastChapterId', case when k > 0 then k::text else null end
       )::text,
       $1
     from (
       select u.id, least(10, floor(11 * power(random(), 3)))::int as k, floor(random() * 5)::int as q
       from users u
     ) s`,
    [now.toISOString()],
  ),
);

// A week of events for a third of the learners (1 to 6 each), with the points they earned.
await step('eventos da semana', () =>
  client.query(
    `insert into events (user_id, event_id, type, points_awarded, received_at, seq, payload, counted_at)
     select u.id, md5(u.id || e)::uuid::text, 'chapter.opened', case when e = 1 then 10 * (1 + (hashtext(u.id) & 7)) else 0 end,
            $1, e, null, ($2::date + ((hashtext(u.id || e) & 5)) * interval '1 day' + interval '15 hours')::text
     from users u cross join lateral generate_series(1, 1 + (abs(hashtext(u.id)) % 6)) e
     where abs(hashtext(u.id)) % 3 = 0`,
    [now.toISOString(), week],
  ),
);

// The league of this week and of last week: the active learners in groups of 30 per tier.
for (const w of [week, lastWeek]) {
  await step(`liga ${w}`, async () => {
    await client.query(
      `insert into league_members (week, user_id, group_id, tier, points, joined_at)
       select $1, id, $1 || '-' || tier || '-' || ((row_number() over (partition by tier order by id) - 1) / 30),
              tier, 10 + (abs(hashtext(id || $1)) % 300), $2
       from (
         select u.id, 1 + (abs(hashtext(u.id)) % 5) as tier from users u
         where abs(hashtext(u.id || $1)) % 3 = 0 and u.community_hidden = 0
       ) a`,
      [w, now.toISOString()],
    );
    await client.query(
      `insert into league_groups (id, week, tier, size, created_at)
       select group_id, $1, min(tier), count(*), $2 from league_members where week = $1 group by group_id`,
      [w, now.toISOString()],
    );
  });
}

await step('sessões de teste', () =>
  client.query(
    `insert into sessions (token_hash, user_id, created_at, expires_at, synced_at, id, user_agent, last_seen_at)
     select encode(sha256(('escala-' || i)::bytea), 'hex'), md5('u' || (i * 997 % $2 + 1))::uuid::text,
            $1::text, ($1::timestamptz + interval '30 days')::text, null, md5('s' || i)::uuid::text, 'bench', $1::text
     from generate_series(1, 1000) i`,
    [now.toISOString(), N],
  ),
);
await step('analyze', () => client.query('analyze'));
const size = await client.query(`select pg_database_size(current_database())::bigint as bytes`);
console.log(
  `Pronto em ${((performance.now() - started) / 1000).toFixed(0)} s: ${(Number(size.rows[0].bytes) / 1e6).toFixed(0)} MB, ${(Number(size.rows[0].bytes) / N).toFixed(0)} bytes por aprendiz.`,
);
await client.end();
