/**
 * What is waiting to reach the server, as the learner counts it: the things they did, by kind ("1 quiz,
 * 1 capítulo e 3 itens do checklist"). Opening a chapter, reading a section or an insight and reading the
 * bell are sent too, but nobody thinks of them as waiting: they are left out.
 */
import { counted, type CountName } from '../../../shared/counts';
import type { LearnerEvent } from '../../../shared/events';

/** Kinds counted one per thing touched (ticking an item twice is still one item), in the order they are said. */
const COUNTED: { name: CountName; key: (e: LearnerEvent) => string | null }[] = [
  { name: 'quizzes', key: (e) => (e.type === 'quiz.submitted' ? e.chapterId : null) },
  { name: 'chapters', key: (e) => (e.type === 'chapter.completed' ? e.chapterId : null) },
  { name: 'dailyAnswers', key: (e) => (e.type === 'daily.answered' ? e.id : null) },
  {
    name: 'checklistItems',
    key: (e) => (e.type === 'checklist.set' ? `${e.chapterId}/${e.itemId}` : null),
  },
  {
    name: 'labSteps',
    key: (e) => (e.type === 'lab.step.set' ? `${e.chapterId}/${e.labId}/${e.stepId}` : null),
  },
  { name: 'favorites', key: (e) => (e.type === 'favorite.set' ? e.chapterId : null) },
];

/** Kinds that are one thing however many times it changed. */
const NAMED: { types: LearnerEvent['type'][]; words: string }[] = [
  { types: ['goal.set'], words: 'a meta diária' },
  { types: ['plan.updated', 'plan.completed'], words: 'o projeto final' },
  { types: ['exam.passed'], words: 'a prova final' },
];

// Made on first use: the first Intl object a page makes sets up ICU (a few hundred milliseconds at 4× CPU), and
// this module loads with sync on every start, Entrar's included, where nothing else needs it.
let list: Intl.ListFormat | undefined;
const listOf = (parts: string[]) =>
  (list ??= new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' })).format(parts);

/** The learner's own actions among the waiting events, each kind counted: [] when none of them is theirs. */
export function pendingKinds(events: readonly LearnerEvent[]): string[] {
  const parts: string[] = [];
  for (const { name, key } of COUNTED) {
    const things = new Set(events.map(key).filter((k): k is string => k !== null));
    if (things.size > 0) parts.push(counted(name, things.size));
  }
  for (const { types, words } of NAMED) {
    if (events.some((e) => types.includes(e.type))) parts.push(words);
  }
  return parts;
}

/** "1 quiz, 1 capítulo e 3 itens do checklist", or null when nothing the learner did is waiting. */
export function pendingSummary(events: readonly LearnerEvent[]): string | null {
  const parts = pendingKinds(events);
  return parts.length > 0 ? listOf(parts) : null;
}
