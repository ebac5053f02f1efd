import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { curriculumPlugin } from './src/content/vite-plugin.ts';
import { SESSION_HINT_COOKIE } from './src/shared/session-hint.ts';

/**
 * The first screens' code runs almost whole at start: with V8's explicit compile hint as a file's very first
 * line, every function of the file is compiled while it streams in, on a background thread, instead of one by
 * one on the main thread at its first call (the hint only works before any code, so it is added once Vite has
 * written its own first line). Lazy screens stay lazily compiled. Browsers without the hint read a comment.
 */
function compileHintsForFirstScreens(): Plugin {
  return {
    name: 'hub-first-screen-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (!chunk.isEntry && !FIRST_SCREEN_GROUPS.some((g) => g === chunk.name)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The Brotli and gzip copies the server sends were made already: made again from the hinted file.
          const brotli = bundle[`${chunk.fileName}.br`];
          if (brotli?.type === 'asset')
            brotli.source = brotliCompressSync(chunk.code, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
            });
          const gzip = bundle[`${chunk.fileName}.gz`];
          if (gzip?.type === 'asset') gzip.source = gzipSync(chunk.code, { level: zlib.Z_BEST_COMPRESSION });
        }
      },
    },
  };
}

/**
 * How index.html loads the app (decisions 032 and 036). The first screen's code is a chunk the entry imports
 * lazily: the page asks for its files beside the entry, not after the entry has run. Which screen, the server's
 * session hint cookie says: Início's where a session may exist (an installed app opening offline among them),
 * else Entrar/Cadastrar's; never both, so neither start fetches and compiles the other's code for nothing. With
 * them, the entry's own imports (the bundler's runtime): else the browser learns of that file only once the
 * entry has been compiled, and fetches it while nothing else can run.
 *
 * All of it is asked for by a script at the end of the page, once the start screen has been drawn: a module
 * script in the head let the browser compile the entry (the largest file, ~0,3–0,5 s on a slow phone) before
 * its first frame, so the start screen of an offline start showed only after it, and Lighthouse took the entry
 * for part of what the first paint waited on. A hidden page, which draws no frames, asks at once.
 */
function loadFromTheEnd(): Plugin {
  return {
    name: 'hub-load-from-the-end',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const firstScreen = (file: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(file)));
        const signIn = firstScreen('/features/auth/SignInScreen.tsx');
        const app = firstScreen('/app/SignedInApp.tsx');
        const entry = chunks.find((c) => c.isEntry);
        if (!signIn || !app || !entry) throw new Error('hub-load-from-the-end: a first screen was not found');
        const entryTag = new RegExp(
          `\\s*<script type="module"[^>]*src="/${entry.fileName.replace(/[.]/g, '\\.')}"[^>]*></script>`,
        );
        if (!entryTag.test(html))
          throw new Error("hub-load-from-the-end: the entry's script tag was not found");
        const shared = new Set([entry.fileName, ...entry.imports]);
        const files = (chunk: typeof entry) =>
          JSON.stringify(
            [chunk.fileName, ...chunk.imports.filter((f) => !shared.has(f))].map((f) => `/${f}`),
          );
        const script =
          `(function () {` +
          `var entry = '/${entry.fileName}';` +
          `var load = function () {` +
          `${JSON.stringify(entry.imports.map((f) => `/${f}`))}` +
          `.concat(/(?:^|; )${SESSION_HINT_COOKIE}=/.test(document.cookie) ? ${files(app)} : ${files(signIn)})` +
          `.forEach(function (href) {` +
          `var link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = '';` +
          `link.href = href; document.head.appendChild(link); });` +
          `var script = document.createElement('script'); script.type = 'module'; script.crossOrigin = '';` +
          `script.src = entry; document.head.appendChild(script); };` +
          `if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(load, 0); });` +
          `else load(); })();`;
        return {
          html: html.replace(entryTag, ''),
          tags: [{ tag: 'script', children: script, injectTo: 'body' as const }],
        };
      },
    },
  };
}

/**
 * Which of the first screens' chunks a module goes in, by the modules each of the two imports statically:
 * `first-shared` when both do; else `sign-in` (Entrar/Cadastrar) or `app` (the signed-in app) when nothing
 * outside that screen's world imports it (its world: the screen and what only it leads to, such as the signed-in
 * app's lazy screens), and `sign-in-shared` or `app-shared` when something else does (a chapter's tabs, the API
 * client), so that other code never loads a first screen's own chunk. Groups are filled in this order, each with
 * what its modules import that no earlier group took: what the entry imports is in its chunk already.
 */
interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
type ChunkingContext = { getModuleInfo: (id: string) => ModuleLinks | null };

function reach(root: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

/** The root's static imports, and its world: what it reaches, less what something outside also imports. */
function screenScope(root: string, info: ChunkingContext['getModuleInfo']) {
  const closure = reach(root, (id) => info(id)?.importedIds ?? []);
  const world = reach(root, (id) => [
    ...(info(id)?.importedIds ?? []),
    ...(info(id)?.dynamicallyImportedIds ?? []),
  ]);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of world) {
      const links = info(id);
      const importers = [...(links?.importers ?? []), ...(links?.dynamicImporters ?? [])];
      if (id !== root && importers.some((by) => !world.has(by))) {
        world.delete(id);
        changed = true;
      }
    }
  }
  return { closure, world };
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The first screens' chunks beside the entry (decision 032), highest priority first. */
const FIRST_SCREEN_GROUPS = ['first-shared', 'sign-in-shared', 'app-shared', 'sign-in', 'app'] as const;

const scopes = new Map<string, ReturnType<typeof screenScope>>();
function firstScreenGroup(id: string, ctx: ChunkingContext): string | null {
  const scopeOf = (file: string) => {
    let scope = scopes.get(file);
    if (!scope) {
      scope = screenScope(fileURLToPath(new URL(file, import.meta.url)), (m) => ctx.getModuleInfo(m));
      scopes.set(file, scope);
    }
    return scope;
  };
  const signIn = scopeOf('./src/client/features/auth/SignInScreen.tsx');
  const app = scopeOf('./src/client/app/SignedInApp.tsx');
  const inSignIn = signIn.closure.has(id);
  const inApp = app.closure.has(id);
  if (inSignIn && inApp) return 'first-shared';
  if (inSignIn) return signIn.world.has(id) ? 'sign-in' : 'sign-in-shared';
  if (inApp) return app.world.has(id) ? 'app' : 'app-shared';
  return null;
}

export default defineConfig({
  plugins: [
    react(),
    loadFromTheEnd(),
    compileHintsForFirstScreens(),
    curriculumPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Hub de Marketing Digital',
        short_name: 'Hub Marketing',
        description: 'Aprenda marketing digital em português, no seu ritmo, até sem internet.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f6f7fb',
        theme_color: '#4338ca',
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Long-press on the installed icon. The client turns `?atalho=` into the screen (install/shortcuts.ts).
        shortcuts: [
          {
            name: 'Continuar de onde parei',
            short_name: 'Continuar',
            description: 'Abre o capítulo em que você parou',
            url: '/?atalho=continuar',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Próximo quiz',
            short_name: 'Quiz',
            description: 'Abre o próximo quiz que você ainda não fez',
            url: '/?atalho=quiz',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Insight do dia',
            short_name: 'Insight',
            description: 'Abre o insight de hoje',
            url: '/?atalho=insight',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // The richer install sheet on Android and desktop; made by scripts/make-screenshots.mjs.
        screenshots: [
          {
            src: '/screenshots/inicio-celular.png',
            sizes: '780x1688',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Início: pontos, nível, sequência e o insight do dia',
          },
          {
            src: '/screenshots/capitulo-computador.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Um capítulo aberto no computador, com conteúdo, quiz e checklist',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        // Not needed offline: the password meter's dictionaries (sign-up needs the network anyway, and they would
        // double the download of every install) and the install sheet's screenshots (the browser fetches those).
        // Nor the link preview images of shared insights (dist/og, written after this step anyway): only crawlers
        // fetch them.
        globIgnores: ['**/password-strength.worker-*.js', 'screenshots/**', 'og/**'],
        navigateFallback: '/index.html',
        // A certificate is a page of the server (public, for anyone to verify), not a screen of the app.
        navigateFallbackDenylist: [/^\/api\//, /^\/certificado\//],
        cleanupOutdatedCaches: true,
        // Lembretes: the push and notification click handlers, a plain script in public/.
        importScripts: ['/push-sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // Brotli and gzip copies beside each file; the server sends them to browsers that accept them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|css|html|json|svg|webmanifest)$/,
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically goes in one chunk. Left to itself, the bundler splits
        // that code by which lazy chunks also use it, and each new lazy chunk reshuffled it into more, smaller
        // files that compress worse (docs/decisions/008-one-first-screen-chunk.md).
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'], priority: 2 },
            // The first screens' own code in as few files as the two can share (decision 032): each file is
            // one more request and module to set up on a slow phone, and left to itself the bundler made the
            // signed-in app about twenty small ones.
            // Highest priority first: a group takes what the modules it captures import, unless taken already.
            ...FIRST_SCREEN_GROUPS.map((group, i) => ({
              name: (id: string, ctx: ChunkingContext) =>
                firstScreenGroup(id, ctx) === group ? group : null,
              debugName: group,
              priority: 1 - i / 10,
            })),
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
