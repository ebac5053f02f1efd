/**
 * The app's own addresses on the real server with a built app: any page path gets the app shell, whatever its
 * query string says; a missing file or API route gets a JSON 404.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../support/server';

const SHELL = '<!doctype html><title>Hub</title><div id="root"></div>';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hub-dist-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  server = await buildTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe(`the app's pages on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers a page path with the app, whatever its query string holds', async () => {
    for (const url of [
      '/',
      '/?utm_source=instagram.com',
      '/capitulos/1?ref=news.letter',
      '/capitulos/1?a=b.c&d=e',
      '/?atalho=quiz',
      '/progresso?',
    ]) {
      const res = await server.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing file with a JSON 404, with or without a query string', async () => {
    for (const url of ['/assets/nao-existe.js', '/logo.png?v=2', '/manifest.webmanifest?x=1']) {
      const res = await server.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('answers a missing API route with a JSON 404, however its path is spelled', async () => {
    for (const url of ['/api/nao-existe', '/api/nao-existe?x=1', '/%61pi/nao-existe', '/%61%70%69/x']) {
      const res = await server.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
  });
});
