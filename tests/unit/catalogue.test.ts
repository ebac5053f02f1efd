/**
 * The catalogue is data: a chapter is a file plus its id in course.yaml. These tests add chapters 11 and 12 to
 * a copy of the course, move files around, and check that ids (and so learners' progress) hold.
 */
import { cpSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/load';
import { courseCopy, editYaml } from '../support/course-copy';
import { contentFiles } from '../../src/content/vite-plugin';
import { contentRules } from '../../src/shared/content-rules';
import { applyLearnerEvent, emptyProgress } from '../../src/shared/progress';
import { SectionSchema } from '../../src/shared/content-schema';
import { parseLearnerEvent } from '../../src/shared/events';

const FIXTURE = join(import.meta.dirname, '../fixtures/chapter-11-video.yaml');

function rulesOf(dir: string) {
  const c = loadCurriculum(dir);
  return contentRules(
    c.chapters.map((ch) => ({ id: ch.id, points: ch.points, checklistIds: ch.checklist.map((i) => i.id) })),
    c.insights.map((i) => i.id),
  );
}

describe('adding a chapter is adding a file', () => {
  it('loads chapter 11 from its file once course.yaml lists it, with its video section and transcript', () => {
    const dir = courseCopy();
    cpSync(FIXTURE, join(dir, 'chapters', 'capitulo-extra.yaml'));
    editYaml(join(dir, 'course.yaml'), (course) => {
      course.modules.push({
        id: 'extra',
        title: 'Módulo extra',
        description: 'Um módulo novo, só com um arquivo e uma linha aqui.',
        chapters: ['11'],
      });
    });
    const curriculum = loadCurriculum(dir);
    const eleven = curriculum.chapters.at(-1)!;
    expect(eleven).toMatchObject({ id: '11', number: 11, moduleId: 'extra' });
    const video = eleven.sections.find((s) => s.type === 'video')!;
    expect(video.media!.transcript.length).toBeGreaterThan(80);
    expect(eleven.sections.find((s) => s.type === 'audio')!.media!.url).toMatch(/^https:/);

    const files = contentFiles(curriculum, dir);
    const catalogue = JSON.parse(String(files.get('content/catalogue.json')));
    expect(catalogue.chapters.map((c: { id: string }) => c.id)).toContain('11');
    expect(catalogue.modules.at(-1).chapters).toEqual(['11']);
    expect(files.has('content/chapters/11.json')).toBe(true);

    // The rules know it: completing it earns its points, on both sides (same function).
    const rules = rulesOf(dir);
    const event = parseLearnerEvent(
      {
        id: '5b0e6f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
        type: 'chapter.completed',
        chapterId: '11',
        occurredAt: '2026-11-24T12:00:00Z',
      },
      0,
    );
    expect(event.ok).toBe(true);
    const { outcome } = applyLearnerEvent(emptyProgress(), event.ok ? event.event : (null as never), rules, {
      timeZone: 'America/Sao_Paulo',
      now: new Date('2026-11-24T15:00:00Z'),
    });
    expect(outcome.pointsAwarded).toBe(eleven.points);
  });

  it('takes a chapter with a word id, placed in the middle: numbers follow course.yaml, ids never change', () => {
    const dir = courseCopy();
    cpSync(FIXTURE, join(dir, 'chapters', '99-marketplaces.yaml'));
    editYaml(join(dir, 'chapters', '99-marketplaces.yaml'), (ch) => {
      ch.id = 'marketplaces';
      ch.difficulty = 'Avançado';
    });
    editYaml(join(dir, 'course.yaml'), (course) => {
      course.modules[2].chapters.splice(1, 0, 'marketplaces');
    });
    const chapters = loadCurriculum(dir).chapters;
    expect(chapters.map((c) => c.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      'marketplaces',
      '9',
      '10',
    ]);
    expect(chapters.find((c) => c.id === 'marketplaces')!.number).toBe(9);
    expect(chapters.find((c) => c.id === '10')!.number).toBe(11);
  });

  it('keeps every id and the order when files are renamed or listed in another order', () => {
    const dir = courseCopy();
    renameSync(join(dir, 'chapters', '01-fundamentos.yaml'), join(dir, 'chapters', 'zz-fundamentos.yaml'));
    renameSync(join(dir, 'chapters', '10-jornada.yaml'), join(dir, 'chapters', '00-jornada.yaml'));
    const before = loadCurriculum();
    const after = loadCurriculum(dir);
    expect(after.chapters.map((c) => [c.id, c.number])).toEqual(before.chapters.map((c) => [c.id, c.number]));
    // A learner's progress is keyed by id, so it means the same chapters after the move.
    const rules = rulesOf(dir);
    expect(rules.chapter('1')!.points).toBe(before.chapters[0]!.points);
  });

  it('refuses, naming the file, a chapter no module lists, a module listing a missing chapter, an unknown category', () => {
    const orphan = courseCopy();
    cpSync(FIXTURE, join(orphan, 'chapters', 'solto.yaml'));
    expect(() => loadCurriculum(orphan)).toThrow(/solto\.yaml.*não está em nenhum módulo/);

    const missing = courseCopy();
    editYaml(join(missing, 'course.yaml'), (course) => course.modules[0].chapters.push('12'));
    expect(() => loadCurriculum(missing)).toThrow(/course\.yaml.*"12" não tem arquivo/);

    const category = courseCopy();
    editYaml(join(category, 'chapters', '03-midia-social.yaml'), (ch) => (ch.category = 'Astrologia'));
    expect(() => loadCurriculum(category)).toThrow(/03-midia-social\.yaml.*categoria "Astrologia"/);

    const twice = courseCopy();
    editYaml(join(twice, 'course.yaml'), (course) => course.modules[1].chapters.push('1'));
    expect(() => loadCurriculum(twice)).toThrow(/capítulo "1" listado duas vezes/);
  });
});

describe('section types', () => {
  const base = { id: 'secao', title: 'Uma seção', body: 'x'.repeat(100) };
  const media = { url: 'https://exemplo.com.br/aula.mp4', transcript: 't'.repeat(100) };

  it('reads text by default and accepts video and audio with a transcript', () => {
    expect(SectionSchema.parse(base).type).toBe('text');
    expect(SectionSchema.safeParse({ ...base, type: 'video', media }).success).toBe(true);
    expect(SectionSchema.safeParse({ ...base, type: 'audio', media }).success).toBe(true);
  });

  it('refuses video or audio without a transcript, media that is not https, and an infographic without figure', () => {
    expect(SectionSchema.safeParse({ ...base, type: 'video' }).success).toBe(false);
    expect(SectionSchema.safeParse({ ...base, type: 'video', media: { url: media.url } }).success).toBe(
      false,
    );
    expect(
      SectionSchema.safeParse({
        ...base,
        type: 'audio',
        media: { ...media, url: 'http://exemplo.com.br/a.mp3' },
      }).success,
    ).toBe(false);
    expect(SectionSchema.safeParse({ ...base, media }).success).toBe(false);
    expect(SectionSchema.safeParse({ ...base, type: 'infographic' }).success).toBe(false);
  });
});
