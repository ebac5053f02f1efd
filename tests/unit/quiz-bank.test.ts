import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyLearnerEvent, emptyProgress, RuleError, type ProgressState } from '../../src/shared/progress';
import { SUMMARY_STEP } from '../../src/shared/progress-state';
import { contentRules } from '../../src/shared/content-rules';
import { parseLearnerEvent, type LearnerEvent } from '../../src/shared/events';
import { drawQuestions, drawQuiz, quizCues, QUIZ_SIZE } from '../../src/shared/quiz-bank';

// A bank of 12 questions over four sections; the right option of question i is i % 4.
const bank = Array.from({ length: 12 }, (_, i) => ({
  id: `q${i}`,
  sections: [`s${i % 4}`],
  options: ['a', 'b', 'c', 'd'],
  answer: i % 4,
}));
const rules = contentRules(
  [
    {
      id: '1',
      points: 100,
      checklistIds: [],
      answers: bank.map((q) => q.answer),
      questionIds: bank.map((q) => q.id),
      sectionIds: ['s0', 's1', 's2', 's3'],
    },
  ],
  [],
);
const tz = 'America/Sao_Paulo';
const now = new Date('2026-11-21T15:00:00Z');
let n = 0;
const ev = (e: Record<string, unknown>) =>
  ({
    id: `20000000-0000-4000-8000-${String(n++).padStart(12, '0')}`,
    occurredAt: now.toISOString(),
    ...e,
  }) as LearnerEvent;
const apply = (s: ProgressState, e: LearnerEvent) => applyLearnerEvent(s, e, rules, { timeZone: tz, now });
const attempt = (questionIds: string[], right: (id: string) => boolean) =>
  ev({
    type: 'quiz.submitted',
    chapterId: '1',
    questionIds,
    answers: questionIds.map((id) => {
      const key = bank.find((q) => q.id === id)!.answer;
      return right(id) ? key : (key + 1) % 4;
    }),
  });
/** A seeded random source (Park–Miller), so a failing draw can be replayed. */
const seeded = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;

describe('quiz bank: draws', () => {
  it('draws five different questions covering every section, in a new order each time', () => {
    const random = seeded(7);
    let previous: string[] | undefined;
    for (let i = 0; i < 200; i++) {
      const ids = drawQuestions(bank, random, previous);
      expect(ids).toHaveLength(QUIZ_SIZE);
      expect(new Set(ids).size).toBe(QUIZ_SIZE);
      const sections = new Set(ids.map((id) => bank.find((q) => q.id === id)!.sections[0]));
      expect(sections.size).toBe(4);
      if (previous) expect(ids).not.toEqual(previous);
      previous = ids;
    }
  });

  it('never repeats the previous questions in the previous order, even when the bank has only five', () => {
    const five = bank.slice(0, 5);
    // A random source stuck on one value would shuffle the same way every time.
    for (const random of [seeded(3), () => 0, () => 0.999]) {
      let previous = drawQuestions(five, random);
      for (let i = 0; i < 100; i++) {
        const ids = drawQuestions(five, random, previous);
        expect(ids).not.toEqual(previous);
        previous = ids;
      }
    }
    // The same with a bank larger than five.
    let previous = drawQuestions(bank, () => 0);
    for (let i = 0; i < 20; i++) {
      const ids = drawQuestions(bank, () => 0, previous);
      expect(ids).not.toEqual(previous);
      previous = ids;
    }
  });

  it('shuffles each question’s options: every option lands first in some draw', () => {
    const random = seeded(11);
    const firsts = new Set<number>();
    for (let i = 0; i < 50; i++) firsts.add(drawQuiz(bank, random).optionOrders[0]![0]!);
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    const { optionOrders } = drawQuiz(bank, random);
    for (const order of optionOrders) expect([...order].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('quiz bank: grading', () => {
  it('grades each answer against the question it names, wherever it sits in the bank', () => {
    const ids = ['q11', 'q4', 'q2', 'q9', 'q0'];
    const { outcome, state } = apply(
      emptyProgress(),
      attempt(ids, (id) => id !== 'q2'),
    );
    expect(outcome.quiz).toEqual({ correct: 4, total: 5, percent: 80, passed: true });
    expect(state.quizLast['1']).toEqual(ids);
    expect(Object.keys(state.quizSeen['1']!).sort()).toEqual([...ids].sort());
  });

  it('a new draw pays only for improving the best score, not for questions already answered right', () => {
    let s = apply(
      emptyProgress(),
      attempt(['q0', 'q1', 'q2', 'q3', 'q4'], (id) => id < 'q3'),
    ).state;
    expect(s.points).toBe(30);
    // Three right again, on other questions: no new points.
    const other = apply(
      s,
      attempt(['q5', 'q6', 'q7', 'q8', 'q9'], (id) => id < 'q8'),
    );
    expect(other.outcome.pointsAwarded).toBe(0);
    s = apply(
      other.state,
      attempt(['q5', 'q6', 'q7', 'q8', 'q9'], () => true),
    ).state;
    expect(s.points).toBe(50 + 100);
  });

  it('refuses a question that is not in the bank, and a quiz with the wrong number of answers, in pt-BR', () => {
    const unknown = ev({
      type: 'quiz.submitted',
      chapterId: '1',
      questionIds: ['q0', 'q1', 'q2', 'q3', 'outra'],
      answers: [0, 1, 2, 3, 0],
    });
    expect(() => apply(emptyProgress(), unknown)).toThrow(
      new RuleError('UNKNOWN_QUESTION', 'Esta pergunta não existe no quiz deste capítulo.'),
    );
    expect(() =>
      apply(
        emptyProgress(),
        attempt(['q0', 'q1', 'q2', 'q3'], () => true),
      ),
    ).toThrow(/O quiz tem 5 perguntas/);
  });

  it('refuses, before any rule, a draw that repeats a question or does not match its answers', () => {
    const repeated = parseLearnerEvent({ ...attempt(['q0', 'q0', 'q1', 'q2', 'q3'], () => true) }, 0);
    expect(repeated).toMatchObject({ ok: false, message: expect.stringContaining('pergunta repetida') });
    const short = parseLearnerEvent(
      { ...attempt(['q0', 'q1', 'q2', 'q3', 'q4'], () => true), answers: [0] },
      0,
    );
    expect(short).toMatchObject({
      ok: false,
      message: expect.stringContaining('uma resposta para cada pergunta'),
    });
  });

  it('an attempt sent without its questions (an older app) answers the bank’s first five', () => {
    const { outcome } = apply(
      emptyProgress(),
      ev({ type: 'quiz.submitted', chapterId: '1', answers: [0, 1, 2, 3, 0] }),
    );
    expect(outcome.quiz?.correct).toBe(5);
  });

  it('for any sequence of attempts and draws, quiz points never pass 10 × 5 for the chapter', () => {
    const draw = fc.record({
      ids: fc.shuffledSubarray(
        bank.map((q) => q.id),
        { minLength: QUIZ_SIZE, maxLength: QUIZ_SIZE },
      ),
      right: fc.array(fc.boolean(), { minLength: QUIZ_SIZE, maxLength: QUIZ_SIZE }),
    });
    fc.assert(
      fc.property(fc.array(draw, { minLength: 1, maxLength: 25 }), (attempts) => {
        let s = emptyProgress();
        let quizPoints = 0;
        for (const a of attempts) {
          const { state, outcome } = apply(
            s,
            attempt(a.ids, (id) => a.right[a.ids.indexOf(id)]!),
          );
          quizPoints += outcome.pointsAwarded - (outcome.chapterCompleted ? 100 : 0);
          s = state;
        }
        expect(quizPoints).toBeLessThanOrEqual(10 * QUIZ_SIZE);
        expect(quizPoints).toBe(10 * (s.quizBests['1']?.correct ?? 0));
      }),
    );
  });
});

describe('sections read', () => {
  const read = (sectionId: string) => ev({ type: 'section.read', chapterId: '1', sectionId });

  it('keeps the section opened last in each chapter and the sections read, and counts as study', () => {
    let s = apply(emptyProgress(), read('s0')).state;
    s = apply(s, read('s2')).state;
    s = apply(s, read('s0')).state;
    expect(s.sectionAt).toEqual({ '1': 's0' });
    expect(s.sectionsRead).toEqual({ '1': ['s0', 's2'] });
    expect(s.lastChapterId).toBe('1');
    expect(s.openedChapters).toEqual(['1']);
    expect(s.activityDays).toEqual(['2026-11-21']);
    s = apply(s, read(SUMMARY_STEP)).state;
    expect(s.sectionAt['1']).toBe(SUMMARY_STEP);
  });

  it('refuses a section the chapter does not have, in pt-BR, and changes nothing', () => {
    expect(() => apply(emptyProgress(), read('s9'))).toThrow(
      new RuleError('UNKNOWN_SECTION', 'Esta seção não existe neste capítulo.'),
    );
    expect(() =>
      apply(emptyProgress(), ev({ type: 'section.read', chapterId: '77', sectionId: 's0' })),
    ).toThrow(/Este capítulo não existe/);
  });
});

describe('quiz cues', () => {
  it('flags a key much longer than the rest, or the only option without an absolute word', () => {
    expect(
      quizCues({
        options: ['curta', 'outra', 'mais uma', 'a resposta certa bem mais longa que as outras'],
        answer: 3,
      }),
    ).toHaveLength(1);
    expect(
      quizCues({ options: ['sempre vale', 'nunca vale', 'só às vezes', 'depende do público'], answer: 3 }),
    ).toEqual(['a resposta certa é a única sem “sempre”, “nunca” ou parecidos']);
    expect(
      quizCues({ options: ['sempre vale', 'nunca vale', 'às vezes', 'depende do público'], answer: 3 }),
    ).toEqual([]);
  });
});
