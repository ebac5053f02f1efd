import { describe, expect, it } from 'vitest';
import { pendingSummary } from '../../src/client/features/sync/pending-summary';
import type { LearnerEvent } from '../../src/shared/events';

let n = 0;
const base = () => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  occurredAt: '2026-11-28T12:00:00.000Z',
});
const opened = (chapterId: string): LearnerEvent => ({ ...base(), type: 'chapter.opened', chapterId });
const read = (chapterId: string): LearnerEvent => ({
  ...base(),
  type: 'section.read',
  chapterId,
  sectionId: 'introducao',
});
const completed = (chapterId: string): LearnerEvent => ({ ...base(), type: 'chapter.completed', chapterId });
const quiz = (chapterId: string): LearnerEvent => ({
  ...base(),
  type: 'quiz.submitted',
  chapterId,
  answers: [0, 1, 2, 3, 0],
});
const tick = (chapterId: string, itemId: string, done = true): LearnerEvent => ({
  ...base(),
  type: 'checklist.set',
  chapterId,
  itemId,
  done,
});

describe('what the sync bar says is waiting', () => {
  it('counts the learner’s own actions by kind, in words', () => {
    expect(
      pendingSummary([
        opened('2'),
        read('2'),
        quiz('2'),
        completed('2'),
        tick('2', 'a'),
        tick('2', 'b'),
        tick('3', 'a'),
      ]),
    ).toBe('1 quiz, 1 capítulo e 3 itens do checklist');
  });

  it('leaves out opening chapters, reading sections and insights, and reading the bell', () => {
    expect(
      pendingSummary([
        opened('1'),
        read('1'),
        { ...base(), type: 'insight.read', insightId: 'funil' },
        { ...base(), type: 'notifications.read', ids: ['level:2'] },
      ]),
    ).toBeNull();
  });

  it('counts a thing touched twice once (an item ticked and unticked is one item)', () => {
    expect(pendingSummary([tick('2', 'a'), tick('2', 'a', false), quiz('1'), quiz('1')])).toBe(
      '1 quiz e 1 item do checklist',
    );
  });

  it('names the one-of-a-kind things without a number', () => {
    expect(
      pendingSummary([
        { ...base(), type: 'favorite.set', chapterId: '4', favorite: true },
        { ...base(), type: 'goal.set', dailyGoal: 30 },
      ]),
    ).toBe('1 favorito e a meta diária');
  });
});
