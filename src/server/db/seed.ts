/** The demo learner for the embedded default: 1.250 points, level 3, chapters 1 and 3, a 7-day streak to today. */
import type { DB } from './index.js';
import { emptyProgress, type ProgressState } from '../../shared/progress.js';
import { SUMMARY_STEP } from '../../shared/progress-state.js';
import { addDays, dayKey, DEFAULT_TIME_ZONE } from '../../shared/days.js';
import { EmailTakenError, createUser, findUserByEmail } from '../services/users.js';
import type { User } from '../../shared/api-schemas.js';
import { BASELINE_EVENT_TYPE } from '../services/progress-audit.js';
import type { Curriculum } from '../../content/load.js';

export const DEMO_LEARNER = {
  name: 'Ana Souza',
  email: 'demo@hub.com.br',
  password: 'marketing123',
} as const;

/** `curriculum`: the course the server serves (its chapters' sections are the ones she read). */
export async function seedDemo(db: DB, curriculum: Curriculum, now = new Date()): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_LEARNER.email)) return false;
  let user: User;
  try {
    user = await createUser(db, { ...DEMO_LEARNER, timeZone: DEFAULT_TIME_ZONE }, now);
  } catch (err) {
    // Instances started together on a fresh database all try to seed: the one that lost the race stops here.
    if (err instanceof EmailTakenError) return false;
    throw err;
  }
  // A lived-in account: its address counts as confirmed (no e-mail to open on a development machine).
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  const today = dayKey(now, DEFAULT_TIME_ZONE);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const at = (day: string) => new Date(`${day}T15:00:00Z`).toISOString();
  // The chapters she completed were read to the end, as completing one asks of every learner.
  const sectionsOf = (id: string) => [
    ...(curriculum.chapters.find((c) => c.id === id)?.sections.map((s) => s.id) ?? []),
    SUMMARY_STEP,
  ];
  const state: ProgressState = {
    ...emptyProgress(),
    points: 1250,
    completedChapters: { '1': at(days[1]!), '3': at(days[5]!) },
    quizBests: {
      '1': { correct: 4, total: 5, at: at(days[1]!) },
      '3': { correct: 5, total: 5, at: at(days[5]!) },
    },
    quizAttempts: 3,
    checklist: {},
    favorites: ['3'],
    insightsRead: [],
    activityDays: days,
    lastChapterId: '3',
    sectionsRead: { '1': sectionsOf('1'), '3': sectionsOf('3') },
    openedChapters: ['1', '2', '3'],
    // The week's points (the rest of the 1.250 came before it), and what they earned.
    pointsByDay: Object.fromEntries(days.map((d, i) => [d, [40, 150, 20, 10, 30, 250, 20][i]!])),
    goalDays: days.filter((_, i) => i !== 3),
    achievements: {
      'primeiro-quiz': at(days[0]!),
      'primeiro-capitulo': at(days[1]!),
      'sequencia-3': at(days[2]!),
      'quiz-perfeito': at(days[5]!),
      'meta-1': at(days[0]!),
      'sequencia-7': at(days[6]!),
    },
  };
  // A seeded state is not earned through events: it is recorded as the baseline a rebuild starts from.
  const baseline = JSON.stringify(state);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('progress')
      .set({
        points: state.points,
        state: baseline,
        updated_at: now.toISOString(),
        // What the learner has stored, as applying events would have counted it (decision 021).
        stored_bytes: Buffer.byteLength(baseline),
      })
      .where('user_id', '=', user.id)
      .execute();
    await trx
      .insertInto('events')
      .values({
        user_id: user.id,
        event_id: 'baseline-seed',
        type: BASELINE_EVENT_TYPE,
        points_awarded: 0,
        received_at: now.toISOString(),
        seq: 0,
        payload: baseline,
        counted_at: now.toISOString(),
      })
      .execute();
  });
  return true;
}
