/** Builds the ContentRules the progress function needs from whatever part of the curriculum is at hand. */
import type { ContentRules, DailyRules } from './progress-state.js';
import type { CapstonePlan, PlanProblem } from './capstone.js';

interface RuleChapter {
  id: string;
  points: number;
  checklistIds: readonly string[];
  /** Mão na massa: each lab's id and step ids. */
  labs?: readonly { id: string; stepIds: readonly string[] }[];
  /** Correct option per question, when the chapter's quiz is known. */
  answers?: readonly number[];
  /** Question ids, in the bank's order. */
  questionIds?: readonly string[];
  /** Section ids, in reading order. */
  sectionIds?: readonly string[];
}

export function contentRules(
  chapters: readonly RuleChapter[],
  insightIds: readonly string[],
  capstone?: { points: number; problems?: (plan: CapstonePlan | null) => PlanProblem[] } | null,
  review?: () => DailyRules | undefined,
): ContentRules & { chapterIds: readonly string[] } {
  const byId = new Map(chapters.map((c) => [c.id, c]));
  const insights = new Set(insightIds);
  return {
    chapterIds: chapters.map((c) => c.id),
    chapter: (id) => byId.get(id),
    hasInsight: (id) => insights.has(id),
    // Kept as given: the client passes `problems` as a getter that finds the check once it is loaded.
    ...(capstone ? { capstone } : {}),
    ...(review ? { review } : {}),
  };
}
