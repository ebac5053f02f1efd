/**
 * The image card of an achievement or of the streak, drawn on the device (a canvas to a PNG): it works offline
 * and costs the server nothing. Square, 1080×1080, which WhatsApp shows whole in a chat and in a status. Colours
 * and layout follow the server's link-preview images (src/server/services/og-image.tsx), whatever the theme on
 * screen.
 */
import { ORGANIZATION_NAME } from '../../../shared/certificate';
import type { CardWords } from './share-texts';

export const CARD_SIZE = 1080;

const BRAND_DARK = '#312e81';
const BRAND = '#4338ca';
const BRAND_SOFT = '#c7d2fe';
const ACCENT = '#f9a8d4';
const PALE = '#e0e7ff';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
const PADDING = 88;

/** Words in lines no wider than `width`; a word longer than a line gets a line of its own. */
export function wrapLines(measure: (text: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The app icon (public/favicon.svg), drawn with its own paths so nothing is fetched. */
function drawLogo(ctx: CanvasRenderingContext2D, x: number, y: number, size: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 512, size / 512);
  ctx.fillStyle = BRAND;
  ctx.beginPath();
  ctx.roundRect(0, 0, 512, 512, 112);
  ctx.fill();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 40;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke(new Path2D('M136 340V188l72 76 72-76v152'));
  ctx.stroke(new Path2D('M340 340l44-88'));
  ctx.fillStyle = ACCENT;
  ctx.beginPath();
  ctx.arc(362, 188, 30, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The largest headline size, from a list, that fits in three lines. */
function fitHeadline(ctx: CanvasRenderingContext2D, text: string, width: number) {
  for (const size of [112, 96, 84, 72, 60]) {
    ctx.font = `700 ${size}px ${FONT}`;
    const lines = wrapLines((t) => ctx.measureText(t).width, text, width);
    if (lines.length <= 3) return { size, lines };
  }
  const size = 60;
  ctx.font = `700 ${size}px ${FONT}`;
  return { size, lines: wrapLines((t) => ctx.measureText(t).width, text, width).slice(0, 4) };
}

/** Draws the card and answers it as a PNG. `site` is the app's address as people would type it. */
export function drawShareCard(words: CardWords, site: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_SIZE;
  canvas.height = CARD_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Este navegador não desenha imagens.'));
  const width = CARD_SIZE - PADDING * 2;

  ctx.fillStyle = BRAND_DARK;
  ctx.fillRect(0, 0, CARD_SIZE, CARD_SIZE);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, CARD_SIZE - 20, CARD_SIZE, 20);
  ctx.textBaseline = 'alphabetic';

  // The brand, at the top.
  drawLogo(ctx, PADDING, PADDING, 80);
  ctx.fillStyle = BRAND_SOFT;
  ctx.font = `700 40px ${FONT}`;
  ctx.fillText(ORGANIZATION_NAME, PADDING + 108, PADDING + 54, width - 108);

  // The kicker as a pill, the headline and the line under it, centred in the middle of the card.
  const headline = fitHeadline(ctx, words.headline, width);
  const lineHeight = Math.round(headline.size * 1.12);
  ctx.font = `400 40px ${FONT}`;
  const bodyLines = wrapLines((t) => ctx.measureText(t).width, words.body, width).slice(0, 3);
  const pillHeight = 64;
  const blockHeight = pillHeight + 48 + headline.lines.length * lineHeight + 32 + bodyLines.length * 54;
  let y = Math.max(PADDING + 150, (CARD_SIZE - blockHeight) / 2);

  ctx.font = `700 34px ${FONT}`;
  const kicker = words.kicker.toLocaleUpperCase('pt-BR');
  const pillWidth = ctx.measureText(kicker).width + 56;
  ctx.fillStyle = BRAND_SOFT;
  ctx.beginPath();
  ctx.roundRect(PADDING, y, pillWidth, pillHeight, pillHeight / 2);
  ctx.fill();
  ctx.fillStyle = BRAND_DARK;
  ctx.fillText(kicker, PADDING + 28, y + 44);
  y += pillHeight + 48;

  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${headline.size}px ${FONT}`;
  for (const line of headline.lines) {
    y += lineHeight;
    ctx.fillText(line, PADDING, y - lineHeight * 0.2, width);
  }
  y += 32;
  ctx.fillStyle = PALE;
  ctx.font = `400 40px ${FONT}`;
  for (const line of bodyLines) {
    y += 54;
    ctx.fillText(line, PADDING, y - 10, width);
  }

  // Where to find the app, at the bottom.
  ctx.fillStyle = PALE;
  ctx.font = `400 34px ${FONT}`;
  ctx.fillText(site, PADDING, CARD_SIZE - PADDING, width);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível gerar a imagem.'))),
      'image/png',
    ),
  );
}
