// API budget (DESIGN.md §9): POST /api/events and GET /api/me on SQLite at 50 connections, against a bare
// Fastify route measured in the same run. Prints requests/s and p99 latency; asserts nothing.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
if (!existsSync('dist-server/server/index.js')) execSync('npm run build', { stdio: 'inherit' });

const dir = mkdtempSync(join(tmpdir(), 'hub-bench-api-'));
const port = 3312;
const server = spawn(process.execPath, ['dist-server/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${dir}/bench.sqlite`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    AUTH_RATE_LIMIT: '100000',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;

// The bare route runs in its own process too, so both compete for the same two cores the same way.
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ ok: true })); await app.listen({ port: ${port + 1}, host: '127.0.0.1' });`,
  ],
  { stdio: 'inherit' },
);

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`no answer from ${url}`);
}

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
const line = (name, r, ref) =>
  console.log(
    `  ${name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}${ref ? `   ${Math.round((r.requests.average / ref) * 100)}% of bare` : ''}`,
  );

try {
  await waitFor(`${base}/api/health`);
  await waitFor(`http://127.0.0.1:${port + 1}/`);
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Aprendiz',
      email: `bench${Date.now()}@exemplo.com.br`,
      password: 'senha-bench-123',
    }),
  });
  const cookie = reg.headers.get('set-cookie').split(';')[0];
  const chapters = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
  let i = 0;

  console.log(`API on SQLite, ${CONNECTIONS} connections, ${DURATION} s each:`);
  const bareRes = await run({ url: `http://127.0.0.1:${port + 1}/` });
  line('bare Fastify route', bareRes);
  const me = await run({ url: `${base}/api/me`, headers: { cookie } });
  line('GET /api/me', me, bareRes.requests.average);
  const events = await run({
    url: `${base}/api/events`,
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            events: [
              {
                id: randomUUID(),
                type: 'chapter.opened',
                chapterId: chapters[i++ % 10],
                occurredAt: new Date().toISOString(),
              },
            ],
          }),
        }),
      },
    ],
  });
  line('POST /api/events', events, bareRes.requests.average);
  console.log('  budget: ≥ 40% of the bare route, p99 ≤ 50 ms');
} finally {
  server.kill();
  bare.kill();
  rmSync(dir, { recursive: true, force: true });
}
