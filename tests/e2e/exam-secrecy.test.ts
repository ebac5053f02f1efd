/**
 * The final exam's questions never leave the server: no file of the built app (every file the server serves
 * from dist/, compressed copies included, and every entry of the service worker's precache) holds a question,
 * an option or an explanation of the exam bank.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/load';
import { loadExamBank } from '../../src/content/exam-load';

const DIST = join(process.cwd(), 'dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** A file's text as the browser gets it (compressed copies unpacked); JSON escapes undone for a fair match. */
function textOf(path: string): string {
  let bytes = readFileSync(path);
  if (path.endsWith('.br')) bytes = brotliDecompressSync(bytes);
  else if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
  const text = bytes.toString('utf8');
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('prova final: the bank stays on the server', () => {
  const bank = loadExamBank(loadCurriculum());
  const texts = [...bank.byId.values()].flatMap((q) => [
    q.question,
    q.explanation,
    // Options long enough not to be ordinary words the course uses anyway ("Topo de funil").
    ...q.options.filter((o) => o.length >= 40),
  ]);

  it('no served file holds an exam question, option or explanation', () => {
    const served = files(DIST).filter((f) => !/\.(png|jpe?g|webp|woff2?|ico)$/.test(f));
    expect(served.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const file of served) {
      const text = textOf(file);
      for (const t of texts) if (text.includes(t)) leaks.push(`${relative(DIST, file)}: ${t.slice(0, 60)}…`);
    }
    expect(leaks).toEqual([]);
  });

  it('every precached entry is one of those files', () => {
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(statSync(join(DIST, url)).isFile()).toBe(true);
  });

  it('the same scan finds the chapter quizzes, which the app does ship', () => {
    const quiz = loadCurriculum().chapters[0]!.quiz[0]!.question;
    const found = files(DIST).filter((f) => textOf(f).includes(quiz));
    expect(found.map((f) => relative(DIST, f))).toContain(join('content', 'chapters', '1.json'));
  });
});
