/**
 * The first screens' files open with V8's explicit compile hint, in every encoding the server sends (decision
 * 033), and the lazy screens' files do not: the build makes its Brotli and gzip copies before the hint is added,
 * so it has to make them again, and a hint anywhere but the first line does nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type AppServer } from '../support/browser';

const HINT = '//# allFunctionsCalledOnLoad\n';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
}

let server: AppServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function served(file: string, encoding: 'br' | 'gzip' | 'identity'): Promise<string> {
  const res = await fetch(`${server.url}/${file}`, { headers: { 'accept-encoding': encoding } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
  return res.text();
}

describe('compile hints', () => {
  it('the entry and the first screens start with the hint in Brotli, gzip and plain; a lazy screen does not', async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const chunks = Object.values(manifest);
    const groups = ['first-shared', 'sign-in-shared', 'app-shared', 'sign-in', 'app'];
    const first = chunks.filter((c) => c.isEntry || (!c.src && groups.includes(c.name ?? '')));
    expect(first.map((c) => c.name).sort()).toEqual(['index', ...groups].sort());
    for (const chunk of first) {
      for (const encoding of ['br', 'gzip', 'identity'] as const) {
        const code = await served(chunk.file, encoding);
        expect(code.startsWith(HINT), `${chunk.file} (${encoding})`).toBe(true);
      }
    }
    const lazy = chunks.find((c) => c.src?.endsWith('features/chapters/ChapterScreen.tsx'));
    expect(lazy).toBeDefined();
    expect((await served(lazy!.file, 'br')).includes('allFunctionsCalledOnLoad')).toBe(false);
  });
});
