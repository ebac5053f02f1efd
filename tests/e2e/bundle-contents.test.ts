/**
 * What the built app's files hold. zod reaches the app through a lazy chunk (the first sync's schemas,
 * app/thunk.ts): loaded by name, only the parts our schemas use are in it. Loaded as a whole namespace
 * (`import('zod')`), the bundler kept every part, sixty-odd translations of its messages among them: 386 KB
 * (72 KB Brotli) where 89 KB (22 KB Brotli) do, in every install's download and in the first sync's compile.
 * Icons come one file each (`lucide-react/icons/…`): through the package's index, every icon the app uses
 * anywhere counted as imported by both first screens and went into their shared chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBuilt, entryOf, ROOT } from '../support/browser';

ensureBuilt();
const assets = join(ROOT, 'dist', 'assets');
const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));

describe('the built files', () => {
  it('hold none of the translations of zod’s messages, which the app never shows', () => {
    // A line of zod's French messages (zod/v4/locales/fr.js) stands for all of them.
    const holding = scripts.filter((f) => readFileSync(join(assets, f), 'utf8').includes('Entrée invalide'));
    expect(holding).toEqual([]);
  });

  it('keep zod out of the entry: it comes with the first sync, after the first screen', () => {
    const entry = entryOf(readFileSync(join(ROOT, 'dist', 'index.html'), 'utf8')).replace('/assets/', '');
    const withZod = scripts.filter((f) => readFileSync(join(assets, f), 'utf8').includes('`ZodObject`'));
    expect(withZod.length).toBeGreaterThan(0);
    expect(withZod).not.toContain(entry);
  });

  it('give Entrar only the icons Entrar draws', () => {
    const html = readFileSync(join(ROOT, 'dist', 'index.html'), 'utf8');
    const entry = entryOf(html).replace('/assets/', '');
    // index.html's preload script: Início's files if a session may exist, else Entrar's (vite.config.ts).
    const signInFiles = JSON.parse(html.match(/\? \[[^\]]*\] : (\[[^\]]*\])/)![1]!) as string[];
    const files = [entry, ...signInFiles.map((f) => f.replace('/assets/', ''))];
    const icons = files.flatMap((f) =>
      [
        ...readFileSync(join(assets, f), 'utf8').matchAll(/name:\s*[`'"]([a-z0-9-]+)[`'"],\s*size:\s*24/g),
      ].map((m) => m[1]),
    );
    // CourseTeaser's three.
    expect(icons.sort()).toEqual(['book-open', 'cloud-off', 'star']);
  });
});
