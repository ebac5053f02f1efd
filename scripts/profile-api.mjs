// Where the API's time goes: runs the built server under `node --cpu-prof`, loads GET /api/me and
// POST /api/events (one new event) for 5 s each from 50 learners, and prints the functions and modules that
// took the most of the server's CPU. The .cpuprofile files it leaves (path printed) open as flame graphs in
// Chrome DevTools (Performance › Load profile) or https://www.speedscope.app. Used for decision 012.
//   npm run profile:api [-- me|events]
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { waitFor } from './lib/wait-for.mjs';

if (!existsSync('dist-server/server/index.js')) execSync('npm run build', { stdio: 'inherit' });
const routes = process.argv.slice(2).filter((a) => a === 'me' || a === 'events');
const which = routes.length > 0 ? routes : ['me', 'events'];
const port = 3313;
const base = `http://127.0.0.1:${port}`;

/** Self time by function and total time by module, from a V8 .cpuprofile. */
function summarize(file) {
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  let total = 0;
  prof.samples.forEach((id, i) => {
    const d = prof.timeDeltas[i] ?? 0;
    total += d;
    self.set(id, (self.get(id) ?? 0) + d);
  });
  const where = (url) => {
    const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    return m ? m[1] : url.includes('dist-server') ? url.replace(/.*dist-server\//, '') : url || '(native)';
  };
  const fns = new Map();
  const modules = new Map();
  for (const [id, t] of self) {
    const cf = byId.get(id).callFrame;
    const key = `${cf.functionName || '(anonymous)'}  ${where(cf.url)}:${cf.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = where(byId.get(cur).callFrame.url);
      if (seen.has(k)) continue;
      seen.add(k);
      modules.set(k, (modules.get(k) ?? 0) + t);
    }
  }
  const pct = (t) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
  console.log('  by function (self time):');
  [...fns]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .forEach(([k, t]) => console.log(`    ${pct(t)}  ${k}`));
  console.log('  by module (time inside it, callees included):');
  [...modules]
    .filter(([k]) => !k.startsWith('node:internal/process') && k !== '(native)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .forEach(([k, t]) => console.log(`    ${pct(t)}  ${k}`));
}

for (const route of which) {
  const dir = mkdtempSync(join(tmpdir(), `hub-profile-${route}-`));
  const server = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'dist-server/server/index.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `file:${dir}/profile.sqlite`,
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        AUTH_RATE_LIMIT: '100000',
        // A benchmark sends far more than one learner may (decision 021): measure the path, not the refusals.
        SIGNUP_DAILY_LIMIT: '100000',
        EVENTS_RATE_LIMIT: '100000000',
        EVENTS_DAILY_LIMIT: '100000000',
        EVENTS_DAILY_BYTES: '100000000000',
        LEARNER_QUOTA_BYTES: '100000000000',
      },
      stdio: 'inherit',
    },
  );
  await waitFor(`${base}/api/health`);
  const cookies = [];
  for (let n = 0; n < 50; n++) {
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Perfil Aprendiz',
        email: `perfil${n}@exemplo.com.br`,
        password: 'senha-perfil-123',
      }),
    });
    cookies.push(reg.headers.get('set-cookie').split(';')[0]);
  }
  let i = 0;
  const result = await autocannon({
    url: `${base}/api/${route === 'me' ? 'me' : 'events'}`,
    connections: 50,
    duration: 5,
    method: route === 'me' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, cookie: cookies[i++ % cookies.length] },
          ...(route === 'events'
            ? {
                body: JSON.stringify({
                  events: [
                    {
                      id: randomUUID(),
                      type: 'chapter.opened',
                      chapterId: String((i % 10) + 1),
                      occurredAt: new Date().toISOString(),
                    },
                  ],
                }),
              }
            : {}),
        }),
      },
    ],
  });
  server.kill('SIGINT');
  await new Promise((r) => server.once('exit', r));
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  console.log(
    `\n${route === 'me' ? 'GET /api/me' : 'POST /api/events'}: ${Math.round(result.requests.average)} req/s under the profiler; profile ${join(dir, file)}`,
  );
  summarize(join(dir, file));
}
