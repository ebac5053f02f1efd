import { drawQuestions, quizCues, QUIZ_BANK_MIN, QUIZ_SIZE } from '../../src/shared/quiz-bank';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTENT_DIR, ContentError, loadCurriculum } from '../../src/content/load';
import { DIFFICULTIES, WORDS_PER_MINUTE } from '../../src/shared/content-schema';

const curriculum = loadCurriculum();

describe('the curriculum files', () => {
  it('has ten chapters with ids "1"…"10", one per category, in course order, in three modules', () => {
    expect(curriculum.chapters.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(curriculum.chapters.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(curriculum.chapters.map((c) => c.category)).size).toBe(10);
    expect(curriculum.modules.map((m) => m.chapters)).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6', '7'],
      ['8', '9', '10'],
    ]);
  });

  it.each(curriculum.chapters.map((c) => [c.id, c] as const))(
    'chapter %s keeps every count and range',
    (_, c) => {
      expect(c.sections.length).toBeGreaterThanOrEqual(3);
      expect(c.sections.length).toBeLessThanOrEqual(6);
      expect(c.keyTakeaways).toHaveLength(5);
      expect(c.tips).toHaveLength(4);
      expect(c.quiz.length).toBeGreaterThanOrEqual(QUIZ_BANK_MIN);
      expect(c.checklist.length).toBeGreaterThanOrEqual(3);
      expect(c.checklist.length).toBeLessThanOrEqual(8);
      expect(c.points).toBeGreaterThanOrEqual(50);
      expect(c.points).toBeLessThanOrEqual(200);
      expect(c.minutes).toBeGreaterThanOrEqual(15);
      expect(c.minutes).toBeLessThanOrEqual(120);
      for (const q of c.quiz) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
      }
      // The correct answer is in every place at least twice, and no cue gives it away.
      for (const place of [0, 1, 2, 3])
        expect(c.quiz.filter((q) => q.answer === place).length).toBeGreaterThanOrEqual(2);
      for (const q of c.quiz) expect(quizCues(q), q.id).toEqual([]);
      // Options are shuffled in each attempt: no text may point at an option by its place.
      const byPlace =
        /(primeira|segunda|terceira|quarta|última) (opção|alternativa)|\b(alternativa|opção|letra) [a-d]\b|^As? (primeira|segunda|terceira|quarta|última)\b/i;
      for (const q of c.quiz) {
        expect(
          [q.explanation, ...q.options].filter((t) => byPlace.test(t)),
          q.id,
        ).toEqual([]);
      }
      const keyLongest = c.quiz.filter((q) =>
        q.options.every((o, i) => i === q.answer || o.length < q.options[q.answer]!.length),
      );
      expect(keyLongest.length).toBeLessThanOrEqual(Math.floor(c.quiz.length / 3));
    },
  );

  it.each(curriculum.chapters.map((c) => [c.id, c] as const))(
    'chapter %s: every draw of its quiz covers every section, and no two draws in a row repeat',
    (_, c) => {
      let seed = Number(c.id) * 7919;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      const sectionIds = c.sections.map((s) => s.id);
      let previous: string[] | undefined;
      for (let i = 0; i < 200; i++) {
        const ids = drawQuestions(c.quiz, random, previous);
        const covered = new Set(ids.flatMap((id) => c.quiz.find((q) => q.id === id)!.sections));
        expect(sectionIds.filter((s) => !covered.has(s))).toEqual([]);
        if (previous) expect(ids).not.toEqual(previous);
        previous = ids;
      }
    },
  );

  it('sets each chapter’s level by what it asks (DifficultyGuide), not by its place in the course', () => {
    const levels = new Set(curriculum.chapters.map((c) => c.difficulty));
    expect([...levels].sort()).toEqual([...DIFFICULTIES].sort());
    for (const c of curriculum.chapters) {
      // Without practice in a tool, a chapter is for beginners; with it, it is not.
      if (c.labs.length === 0) expect(c.difficulty, c.title).toBe('Iniciante');
      else expect(c.difficulty, c.title).not.toBe('Iniciante');
    }
    // Technical set-up: events and regular expressions in GA4, DNS records for e-mail.
    for (const id of ['5', '6'])
      expect(curriculum.chapters.find((c) => c.id === id)!.difficulty).toBe('Avançado');
  });

  it('shows reading times that match the real length of the text', () => {
    for (const c of curriculum.chapters) {
      // One attempt's questions count, not the whole bank.
      expect(c.minutes).toBe(Math.ceil(c.words / WORDS_PER_MINUTE) + QUIZ_SIZE);
    }
  });

  it('has seven insights of 2–8 minutes, with unique ids', () => {
    expect(curriculum.insights).toHaveLength(7);
    expect(new Set(curriculum.insights.map((i) => i.id)).size).toBe(7);
    for (const i of curriculum.insights) {
      expect(i.readMinutes).toBeGreaterThanOrEqual(2);
      expect(i.readMinutes).toBeLessThanOrEqual(8);
    }
  });

  it('presents nothing retired as current', () => {
    const all = JSON.stringify(curriculum).toLowerCase();
    for (const banned of [
      'twitter é',
      'universal analytics é',
      'o fid é',
      'cpc máx × qs',
      'cpc máx. × índice de qualidade =',
    ]) {
      expect(all).not.toContain(banned);
    }
  });
});

describe('a broken content file', () => {
  function brokenCopy(mutate: (chapter: Record<string, unknown>) => void) {
    const dir = mkdtempSync(join(tmpdir(), 'hub-content-'));
    cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
    const file = join(dir, 'chapters', '01-fundamentos.yaml');
    const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    mutate(data);
    writeFileSync(file, stringify(data));
    return dir;
  }

  it('fails naming the file and the field', () => {
    const dir = brokenCopy((c) => ((c.quiz as unknown[]).length = 4));
    expect(() => loadCurriculum(dir)).toThrow(ContentError);
    expect(() => loadCurriculum(dir)).toThrow(/01-fundamentos\.yaml: quiz/);
  });

  it('refuses a question whose answer is out of range', () => {
    const dir = brokenCopy((c) => ((c.quiz as Record<string, unknown>[])[0]!.answer = 4));
    expect(() => loadCurriculum(dir)).toThrow(/01-fundamentos\.yaml: quiz\.0\.answer/);
  });

  it('refuses points outside 50–200 and a missing thumbnail', () => {
    expect(() => loadCurriculum(brokenCopy((c) => (c.points = 500)))).toThrow(/points/);
    expect(() => loadCurriculum(brokenCopy((c) => (c.thumbnail = 'nao-existe.svg')))).toThrow(/thumbnail/);
  });

  it('refuses "R$" parted from its amount by an ordinary space, which a line may break', () => {
    const dir = brokenCopy((c) => {
      const tips = c.tips as string[];
      tips[1] = 'Reserve R$ 300 por mês para testar anúncios antes de aumentar a verba.';
    });
    expect(() => loadCurriculum(dir)).toThrow(/01-fundamentos\.yaml: tips\.1: .*espaço inseparável/);
  });
});

describe('money in the course', () => {
  it('joins "R$" to its amount with a no-break space in every text the learner reads', () => {
    const everything = JSON.stringify(curriculum);
    expect(everything).not.toMatch(/R\$[ \t\n]\d/);
    expect(everything).toContain('R$\u00a0');
  });
});
