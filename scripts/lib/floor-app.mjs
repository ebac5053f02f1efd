// The floor app (scripts/floor-app): built with the same bundler settings, service worker and precompression as
// the product, and served by Fastify with the same precompressed static files, so the benchmarks can measure it
// beside the product in the same run and print our figures as ratios to it.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Builds the floor app into a fresh temporary folder and returns that folder. */
export async function buildFloor() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { VitePWA } = await import('vite-plugin-pwa');
  const { compression } = await import('vite-plugin-compression2');
  const outDir = mkdtempSync(join(tmpdir(), 'hub-floor-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(ROOT, 'scripts', 'floor-app'),
    plugins: [
      react(),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: { name: 'Piso', short_name: 'Piso', start_url: '/', display: 'standalone', icons: [] },
        workbox: { globPatterns: ['**/*.{js,css,html,webmanifest}'], navigateFallback: '/index.html' },
      }),
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 1024,
        include: /\.(js|css|html|json|svg|webmanifest)$/,
      }),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      manifest: true,
    },
  });
  return outDir;
}

/** Serves a built floor app on 127.0.0.1:port (precompressed files, every path falls back to the app). */
export async function serveFloor(dir, port) {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyStatic } = await import('@fastify/static');
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: dir, preCompressed: true, wildcard: false });
  app.setNotFoundHandler((_req, reply) => reply.type('text/html').sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/** The Brotli bytes of the JavaScript the floor app's first screen loads (its entry and static imports). */
export function floorFirstScreenBrotli(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const files = new Set();
  const walk = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) walk(manifest[key]);
  };
  walk(entry);
  return [...files].reduce((n, f) => n + brotliCompressSync(readFileSync(join(dir, f))).length, 0);
}
