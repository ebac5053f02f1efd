import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { curriculumPlugin } from './src/content/vite-plugin.ts';

/**
 * A first visit shows Entrar/Cadastrar, a chunk the entry imports lazily (decision 032): the page asks for it
 * beside the entry, not after the entry has run. A signed-in start reads it from the precache and never runs it.
 */
function preloadSignInScreen(): Plugin {
  return {
    name: 'hub-preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const signIn = chunks.find((c) => c.facadeModuleId?.endsWith('/features/auth/SignInScreen.tsx'));
        const entry = chunks.find((c) => c.isEntry);
        if (!signIn || !entry) return [];
        const shared = new Set([entry.fileName, ...entry.imports]);
        const files = [signIn.fileName, ...signIn.imports.filter((f) => !shared.has(f))];
        return files.map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadSignInScreen(),
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
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically goes in one chunk. Left to itself, the bundler splits
        // that code by which lazy chunks also use it, and each new lazy chunk reshuffled it into more, smaller
        // files that compress worse (docs/decisions/008-one-first-screen-chunk.md).
        codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
