// Builds the app and the server (`npm run build`) when an output is missing or older than the sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function buildIfStale() {
  const built = ['dist/index.html', 'dist-server/server/index.js'];
  const stale =
    built.some((f) => !existsSync(f)) ||
    Math.max(newest('src'), newest('public'), statSync('index.html').mtimeMs) >
      Math.min(...built.map((f) => statSync(f).mtimeMs));
  if (stale) {
    console.log('Construindo o app…');
    execSync('npm run build', { stdio: 'inherit' });
  }
}
