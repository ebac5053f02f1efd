/**
 * What a chapter costs in data: sizes and prices written the Brazilian way, and the sizes the build measures
 * (what the server sends: the Brotli copy the build writes, or the file itself when small).
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DATA_PRICE_PER_GB_BRL,
  dataPrice,
  downloadTotals,
  formatDataCost,
  formatDataPrice,
  formatMegabytes,
} from '../../src/shared/data-cost';
import { loadCurriculum } from '../../src/content/load';
import { contentFiles, transferSize } from '../../src/content/vite-plugin';
import { courseCopy, editYaml } from '../support/course-copy';

const NBSP = '\u00a0';

describe('sizes and prices for the learner', () => {
  it('writes megabytes with a decimal comma, and tiny sizes in kilobytes', () => {
    expect(formatMegabytes(1_200_000)).toBe(`1,2${NBSP}MB`);
    expect(formatMegabytes(300_000)).toBe(`0,3${NBSP}MB`);
    expect(formatMegabytes(2_000_000)).toBe(`2${NBSP}MB`);
    expect(formatMegabytes(3_400_000)).toBe(`3,4${NBSP}MB`);
    expect(formatMegabytes(12_600_000)).toBe(`13${NBSP}MB`);
    expect(formatMegabytes(99_999)).toBe(`100${NBSP}KB`);
    expect(formatMegabytes(14_321)).toBe(`14${NBSP}KB`);
    expect(formatMegabytes(200)).toBe(`1${NBSP}KB`);
  });

  it('prices a gigabyte at R$ 5,61 and says "menos de R$ 0,01" under a cent', () => {
    expect(DATA_PRICE_PER_GB_BRL).toBe(5.61);
    expect(dataPrice(1_000_000_000)).toBeCloseTo(5.61);
    expect(formatDataPrice(1_000_000_000)).toBe(`R$${NBSP}5,61`);
    // 0,8 MB is R$ 0,0045; 1,2 MB is R$ 0,0067, which rounds to one cent.
    expect(formatDataPrice(800_000)).toBe(`menos de R$${NBSP}0,01`);
    expect(formatDataPrice(1_200_000)).toBe(`R$${NBSP}0,01`);
    expect(formatDataPrice(3_400_000)).toBe(`R$${NBSP}0,02`);
    expect(formatDataPrice(250_000_000)).toBe(`R$${NBSP}1,40`);
  });

  it('puts both together: "1,2 MB ≈ R$ 0,01", and "14 KB, menos de R$ 0,01"', () => {
    expect(formatDataCost(1_200_000)).toBe(`1,2${NBSP}MB ≈ R$${NBSP}0,01`);
    expect(formatDataCost(3_400_000)).toBe(`3,4${NBSP}MB ≈ R$${NBSP}0,02`);
    expect(formatDataCost(14_000)).toBe(`14${NBSP}KB, menos de R$${NBSP}0,01`);
    expect(formatDataCost(800_000)).toBe(`0,8${NBSP}MB, menos de R$${NBSP}0,01`);
  });

  it('counts figures in what reading costs, adds videos and audios apart, and tells when one has no size', () => {
    expect(downloadTotals({ text: 10_000, figures: { 'a.svg': 800 }, media: {} })).toEqual({
      text: 10_800,
      withMedia: 10_800,
      hasMedia: false,
      unsized: false,
    });
    expect(
      downloadTotals({ text: 10_000, figures: { 'a.svg': 800 }, media: { aula: 3_400_000, podcast: 0 } }),
    ).toEqual({ text: 10_800, withMedia: 3_410_800, hasMedia: true, unsized: true });
  });
});

describe('the sizes the build measures', () => {
  it('counts a file of 1 KB or more as its Brotli copy, and a smaller one as it is', () => {
    const text = 'Marketing digital no Brasil. '.repeat(200);
    const size = transferSize(text);
    expect(size).toBeLessThan(Buffer.byteLength(text) / 10);
    expect(transferSize('{"pequeno":true}')).toBe(16);
  });

  it('gives every chapter of the course its text and figure sizes in the catalogue', () => {
    const files = contentFiles(loadCurriculum(), undefined, { measure: true });
    const catalogue = JSON.parse(String(files.get('content/catalogue.json')));
    expect(catalogue.chapters).toHaveLength(10);
    for (const chapter of catalogue.chapters) {
      const json = String(files.get(`content/chapters/${chapter.id}.json`));
      expect(chapter.download.text).toBe(transferSize(json));
      expect(chapter.download.text).toBeLessThan(json.length / 2);
      for (const [src, bytes] of Object.entries(chapter.download.figures)) {
        expect(bytes).toBe(transferSize(files.get(`content/img/${src}`)!));
      }
    }
  }, 30_000);

  it('adds a video and an audio at the size their author states (chapter 11 of the test fixture)', () => {
    const dir = courseCopy();
    cpSync(
      join(import.meta.dirname, '../fixtures/chapter-11-video.yaml'),
      join(dir, 'chapters', 'capitulo-extra.yaml'),
    );
    editYaml(join(dir, 'course.yaml'), (course) => {
      course.modules.at(-1).chapters.push('11');
    });
    const files = contentFiles(loadCurriculum(dir), dir, { measure: true });
    const eleven = JSON.parse(String(files.get('content/catalogue.json'))).chapters.find(
      (c: { id: string }) => c.id === '11',
    );
    expect(Object.values(eleven.download.media).sort()).toEqual([1_800_000, 3_400_000]);
    const { withMedia, text } = downloadTotals(eleven.download);
    expect(withMedia - text).toBeGreaterThanOrEqual(5_200_000);
    expect(formatDataCost(withMedia)).toMatch(/^5,\d\u00a0MB ≈ R\$\u00a00,03$/);
  }, 30_000);
});
