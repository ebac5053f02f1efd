// A learner's history as the app would have sent it: one day of use, or a year of it (the course read in its
// first two months, then a daily quiz, a quiz retaken each week, notifications read, the plan written part by
// part, a day off now and then). Applied through the server's own pipeline (`applyEvents`, the function behind
// POST /api/events, one batch per day at that day's end), so the database holds exactly what that use stores.
// Imports the built server (dist-server/): run `npm run build` first.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const built = (path) => import(pathToFileURL(resolve('dist-server', path)).href);

const DAY_MS = 86_400_000;
const isoDay = (date) => date.toISOString().slice(0, 10);

/** The events of one day of use, `d` days after the learner started (0 = first day). */
export function dayOfUse(curriculum, d, dayStart, { courseDays }) {
  const events = [];
  const at = (hour, minute = 0) =>
    new Date(dayStart.getTime() + hour * 3_600_000 + minute * 60_000).toISOString();
  const add = (hour, minute, event) =>
    events.push({ id: randomUUID(), occurredAt: at(hour, minute), ...event });
  const chapters = curriculum.chapters;
  let minute = 0;
  const next = () => (minute = (minute + 1) % 60);

  if (d === 0) {
    add(12, next(), { type: 'goal.set', dailyGoal: 30 });
    curriculum.insights
      .slice(0, 2)
      .forEach((i) => add(12, next(), { type: 'insight.read', insightId: i.id }));
  }
  // The course: a chapter every `courseDays` days, its sections over the first days, practice, then the quiz.
  const studying = Math.floor(d / courseDays);
  if (studying < chapters.length) {
    const chapter = chapters[studying];
    const step = d % courseDays;
    if (step === 0) add(13, next(), { type: 'chapter.opened', chapterId: chapter.id });
    const perDay = Math.ceil((chapter.sections.length + 1) / (courseDays - 2));
    const sections = [...chapter.sections.map((s) => s.id), 'resumo'].slice(
      step * perDay,
      (step + 1) * perDay,
    );
    for (const sectionId of sections)
      add(13, next(), { type: 'section.read', chapterId: chapter.id, sectionId });
    if (step === courseDays - 2) {
      for (const item of chapter.checklist)
        add(14, next(), { type: 'checklist.set', chapterId: chapter.id, itemId: item.id, done: true });
      for (const lab of chapter.labs)
        for (const s of lab.steps)
          add(14, next(), {
            type: 'lab.step.set',
            chapterId: chapter.id,
            labId: lab.id,
            stepId: s.id,
            done: true,
          });
    }
    if (step === courseDays - 1) {
      const quiz = chapter.quiz.slice(0, 5);
      add(15, next(), {
        type: 'quiz.submitted',
        chapterId: chapter.id,
        questionIds: quiz.map((q) => q.id),
        answers: quiz.map((q, i) => (i === 4 ? (q.answer + 1) % 4 : q.answer)),
      });
    }
    if (d % 9 === 4) add(15, next(), { type: 'favorite.set', chapterId: chapter.id, favorite: true });
  }
  const studied = chapters.slice(0, Math.min(chapters.length, Math.floor((d + 1) / courseDays)));
  // The daily quiz: five questions from the chapters whose quiz was taken.
  if (studied.length > 0) {
    const bank = studied.flatMap((c) => c.quiz.map((q) => ({ chapterId: c.id, q })));
    for (let k = 0; k < 5; k++) {
      const { chapterId, q } = bank[(d * 5 + k) % bank.length];
      const answer = (d + k) % 6 === 0 ? (q.answer + 1) % 4 : q.answer;
      add(19, next(), { type: 'daily.answered', chapterId, questionId: q.id, answer });
    }
  }
  // After the course: a quiz retaken each week, a section read again, an insight, the plan written part by part.
  if (studying >= chapters.length) {
    const chapter = chapters[d % chapters.length];
    if (d % 7 === 0) {
      const start = (Math.floor(d / 7) * 5) % Math.max(1, chapter.quiz.length - 5);
      const quiz = chapter.quiz.slice(start, start + 5);
      if (quiz.length === 5)
        add(20, next(), {
          type: 'quiz.submitted',
          chapterId: chapter.id,
          questionIds: quiz.map((q) => q.id),
          answers: quiz.map((q) => q.answer),
        });
    }
    if (d % 3 === 0) {
      const section = chapter.sections[d % chapter.sections.length];
      add(20, next(), { type: 'section.read', chapterId: chapter.id, sectionId: section.id });
    }
    if (d % 4 === 0) {
      const item = chapter.checklist[d % Math.max(1, chapter.checklist.length)];
      if (item)
        add(20, next(), { type: 'checklist.set', chapterId: chapter.id, itemId: item.id, done: d % 8 !== 0 });
    }
    if (d % 3 === 1)
      add(21, next(), {
        type: 'plan.updated',
        patch:
          d % 2
            ? { business: `Clínica de estética em Recife, semana ${d}` }
            : { persona: `Mulheres de 25 a 40 anos (revisão ${d})` },
      });
  }
  const insight = curriculum.insights[d % curriculum.insights.length];
  if (d % 5 === 2) add(12, next(), { type: 'insight.read', insightId: insight.id });
  add(21, 30, {
    type: 'notifications.read',
    ids: [`goal:${isoDay(dayStart)}`, `insight:${isoDay(dayStart)}`],
  });
  return events;
}

/**
 * Applies `days` days of use ending today to `user` through the server's event pipeline. Every seventh day is a
 * day off (nothing sent), so the streak and the goal days look like a person's. Returns how many events applied.
 */
export async function seedHistory(handle, user, days, now = new Date()) {
  const { loadCurriculum } = await built('content/load.js');
  const { applyEvents, rulesFromCurriculum } = await built('server/services/progress.js');
  const curriculum = loadCurriculum();
  const rules = rulesFromCurriculum(curriculum);
  // Midday in São Paulo (15:00 UTC) is 12:00 local; each day's events start at its local noon minus 12 h.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3);
  let applied = 0;
  for (let d = 0; d < days; d++) {
    const dayStart = new Date(today - (days - 1 - d) * DAY_MS);
    if (days > 1 && d % 7 === 6) continue;
    const events = dayOfUse(curriculum, d, dayStart, { courseDays: days > 1 ? 6 : 1 });
    const end = d === days - 1 ? now : new Date(dayStart.getTime() + DAY_MS - 60_000);
    for (let i = 0; i < events.length; i += 100) {
      const { results } = await applyEvents(handle, user, events.slice(i, i + 100), rules, { now: end });
      applied += results.filter((r) => r.status === 'applied').length;
    }
  }
  return applied;
}

/** Opens the server's database with the server's own module (and closes it). */
export async function withDatabase(url, fn) {
  const { openDatabase } = await built('server/db/index.js');
  const handle = openDatabase(url);
  try {
    return await fn(handle);
  } finally {
    await handle.db.destroy();
  }
}

/** The learner's tables: what one learner's use stores, copied row for row to another learner (the same year). */
export const LEARNER_TABLES = ['progress', 'progress_entries', 'events'];

export async function copyLearner(handle, fromId, toId) {
  // Only the tables this database has (a build from before progress_entries measures the same way).
  const present = new Set((await handle.db.introspection.getTables()).map((t) => t.name));
  await handle.db.transaction().execute(async (trx) => {
    for (const table of LEARNER_TABLES.filter((t) => present.has(t))) {
      await trx.deleteFrom(table).where('user_id', '=', toId).execute();
      const rows = await trx.selectFrom(table).selectAll().where('user_id', '=', fromId).execute();
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 200).map((r) => ({ ...r, user_id: toId })))
          .execute();
    }
  });
}
