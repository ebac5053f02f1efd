// Link preview images of the insights (1200×630 PNG), written beside the built app as dist/og/insights/<id>.png
// for the server to serve. Runs after the server is compiled (`npm run build`), with the server's own drawing
// code, so the build-time images and the ones the server draws for certificates look alike.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadCurriculum } from '../dist-server/content/load.js';
import { insightImage } from '../dist-server/server/services/og-image.js';

// WhatsApp shows no preview for an og:image of 300 KB or more (tests/api/preview-images.test.ts checks too).
const WHATSAPP_PREVIEW_LIMIT = 300_000;

const started = Date.now();
const outDir = resolve(import.meta.dirname, '..', 'dist', 'og', 'insights');
mkdirSync(outDir, { recursive: true });
let bytes = 0;
const { insights } = loadCurriculum();
for (const insight of insights) {
  const png = await insightImage(insight);
  if (png.length >= WHATSAPP_PREVIEW_LIMIT) {
    throw new Error(
      `og: a imagem de ${insight.id} tem ${png.length} bytes; o WhatsApp não mostra prévias de 300 KB ou mais`,
    );
  }
  writeFileSync(join(outDir, `${insight.id}.png`), png);
  bytes += png.length;
}
console.log(
  `og: ${insights.length} imagens em ${outDir} (${Math.round(bytes / 1024)} KB, ${Date.now() - started} ms)`,
);
