// `npm start`: builds what is missing or stale, then serves the app and the API on one port
// (the server migrates the database and seeds the demo learner itself).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync, spawn } from 'node:child_process';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built = ['dist/index.html', 'dist-server/server/index.js'];
const stale =
  built.some((f) => !existsSync(f)) ||
  Math.max(newest('src'), newest('public'), statSync('index.html').mtimeMs) >
    Math.min(...built.map((f) => statSync(f).mtimeMs));
if (stale) {
  console.log('Construindo o app…');
  execSync('npm run build', { stdio: 'inherit' });
}

const child = spawn(process.execPath, ['dist-server/server/index.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
