/**
 * Link preview images (Open Graph, 1200×630 PNG): one per insight, made at build time
 * (scripts/build-og-images.mjs), and one per certificate, stored once drawn (certificate-images.ts). Drawn with satori (layout
 * to SVG) and resvg (SVG to PNG) with the Inter font from @fontsource/inter.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import type { Insight } from '../../shared/content-schema.js';
import { COURSE_TITLE, ORGANIZATION_NAME, formatIssueDate } from '../../shared/certificate.js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const INK = '#1e1b4b';
const BRAND = '#4338ca';
const BRAND_DARK = '#312e81';
const BRAND_SOFT = '#c7d2fe';
const ACCENT = '#f9a8d4';

// The app icon (public/favicon.svg), drawn into the images.
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="#4338ca"/><path d="M136 340V188l72 76 72-76v152" fill="none" stroke="#fff" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/><circle cx="362" cy="188" r="30" fill="#f9a8d4"/><path d="M340 340l44-88" stroke="#fff" stroke-width="40" stroke-linecap="round"/></svg>',
).toString('base64')}`;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/**
 * Inter from node_modules, as WOFF (satori reads TTF, OTF and WOFF, not WOFF2), in three subsets so names such
 * as "Łucja" or "Nguyễn" print too. Each subset gets its own family name: satori picks one font per family and
 * weight, and only falls back across families for a character the first one lacks.
 */
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  const subsets = [
    ['Inter', 'latin'],
    ['Inter Latin Ext', 'latin-ext'],
    ['Inter Vietnamese', 'vietnamese'],
  ] as const;
  fonts ??= Promise.all(
    subsets.flatMap(([name, subset]) =>
      ([400, 700] as const).map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  );
  return fonts;
}

async function renderPng(element: ReactNode): Promise<Buffer> {
  const svg = await satori(element, { width: OG_WIDTH, height: OG_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/** Smaller type for longer text, so every title fits in three or four lines. */
function titleSize(text: string, sizes: [number, number][], smallest: number): number {
  return sizes.find(([max]) => text.length <= max)?.[1] ?? smallest;
}

function Brand({ color }: { color: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
      <img src={LOGO} width={64} height={64} alt="" />
      <div style={{ fontSize: 32, fontWeight: 700, color }}>{ORGANIZATION_NAME}</div>
    </div>
  );
}

export function insightImage(insight: Pick<Insight, 'title' | 'category' | 'readMinutes'>): Promise<Buffer> {
  return renderPng(
    <div
      style={{
        // The canvas size, with padding and borders inside it (satori adds them to the size otherwise).
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: BRAND_DARK,
        color: '#ffffff',
        fontFamily: 'Inter',
        borderBottom: `16px solid ${ACCENT}`,
      }}
    >
      <Brand color={BRAND_SOFT} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ display: 'flex' }}>
          <div
            style={{
              fontSize: 26,
              fontWeight: 700,
              color: BRAND_DARK,
              background: BRAND_SOFT,
              borderRadius: 999,
              padding: '8px 22px',
            }}
          >
            {`Insight · ${insight.category}`}
          </div>
        </div>
        <div
          style={{
            fontSize: titleSize(
              insight.title,
              [
                [45, 72],
                [70, 62],
                [100, 54],
              ],
              46,
            ),
            fontWeight: 700,
            lineHeight: 1.15,
          }}
        >
          {insight.title}
        </div>
      </div>
      <div style={{ fontSize: 28, color: '#e0e7ff' }}>
        {`${insight.readMinutes} min de leitura · Aprenda marketing digital no seu ritmo`}
      </div>
    </div>,
  );
}

export function certificateImage(certificate: {
  name: string;
  issuedAt: string;
  exam: { percent: number } | null;
  timeZone?: string;
}): Promise<Buffer> {
  return renderPng(
    <div
      style={{
        // The canvas size, with padding and borders inside it (satori adds them to the size otherwise).
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        padding: 28,
        background: BRAND,
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '44px 56px',
          background: '#ffffff',
          borderRadius: 24,
          color: INK,
        }}
      >
        <Brand color={BRAND} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ fontSize: 28, fontWeight: 700, letterSpacing: 3, color: BRAND }}>
            CERTIFICADO DE CONCLUSÃO
          </div>
          <div
            style={{
              fontSize: titleSize(
                certificate.name,
                [
                  [24, 76],
                  [40, 62],
                ],
                50,
              ),
              fontWeight: 700,
              lineHeight: 1.1,
            }}
          >
            {certificate.name}
          </div>
          <div style={{ fontSize: 32, color: '#3f3f46' }}>{`concluiu o ${COURSE_TITLE}`}</div>
        </div>
        <div style={{ fontSize: 26, color: '#52525b' }}>
          {`${formatIssueDate(certificate.issuedAt, certificate.timeZone)} · ${
            certificate.exam
              ? `prova final: ${certificate.exam.percent}% de acertos`
              : 'emitido antes da prova final'
          }`}
        </div>
      </div>
    </div>,
  );
}
