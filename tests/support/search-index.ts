/** A fake network that serves the search index the build emits (and fails everything else, as if offline). */
import { vi } from 'vitest';
import { loadCurriculum } from '../../src/content/load';
import { contentFiles } from '../../src/content/vite-plugin';

let built: string | undefined;
/** The real index from the real curriculum, built once per test file. */
export function searchIndexJson(): string {
  built ??= String(contentFiles(loadCurriculum()).get('content/search-index.json'));
  return built;
}

export function answerSearchIndex() {
  return vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/content/search-index.json')
      ? new Response(searchIndexJson(), { status: 200 })
      : new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 }),
  );
}
