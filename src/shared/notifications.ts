/**
 * Notifications, derived from the learner's progress and the day: nothing is stored but which ones were read
 * (`notificationsRead`, synced as the `notifications.read` event), so every device shows the same list.
 */
import { ACHIEVEMENTS } from './achievements.js';
import { LEVEL_THRESHOLDS, levelForPoints } from './levels.js';
import type { ProgressState } from './progress-state.js';
import { currentStreak } from './streak.js';
import { addDays } from './days.js';

/** Read ids kept, newest last: more than the list can ever show, so nothing shown is forgotten. */
export const NOTIFICATIONS_READ_KEPT = 200;
/** From this local hour on, a day with nothing studied puts the streak at risk. */
export const STREAK_RISK_HOUR = 18;
export const NOTIFICATIONS_SHOWN = 30;
/** Notifications marked read by one `notifications.read` event, at most. */
export const NOTIFICATIONS_READ_AT_ONCE = 50;

export type NotificationKind =
  'achievement' | 'level' | 'goal' | 'streak-risk' | 'insight' | 'league' | 'version';

/** A notification without its words (notification-texts.ts writes them, in the lazily loaded list). */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  /** When it happened: an ISO instant, or a day ("YYYY-MM-DD") for day-long ones. */
  at: string;
  href?: string;
  /** What the text needs: an achievement id, a level, points, a streak, an insight title, a league result. */
  params: Record<string, string | number>;
}

export interface NotificationContext {
  today: string;
  /** The learner's local hour now (0–23). */
  hour: number;
  insight?: { id: string; title: string };
  /** Set when a new version of the app is waiting. */
  newVersion?: string;
  /** The learner's league results, as the league last answered. */
  leagueResults?: readonly { week: string; rank: number; outcome: string; newTier: number }[];
}

/** The day each level was reached, from the points per day (levels reached before those were kept are left out). */
function levelDays(
  progress: Pick<ProgressState, 'points' | 'pointsByDay'>,
): { level: number; day: string }[] {
  const days = Object.keys(progress.pointsByDay).sort();
  const recorded = days.reduce((sum, d) => sum + progress.pointsByDay[d]!, 0);
  let total = progress.points - recorded;
  let level = levelForPoints(total);
  const reached: { level: number; day: string }[] = [];
  for (const day of days) {
    total += progress.pointsByDay[day]!;
    while (level < LEVEL_THRESHOLDS.length && total >= LEVEL_THRESHOLDS[level]!) {
      level += 1;
      reached.push({ level, day });
    }
  }
  return reached;
}

export function deriveNotifications(progress: ProgressState, ctx: NotificationContext): AppNotification[] {
  const list: AppNotification[] = [];
  for (const [id, at] of Object.entries(progress.achievements)) {
    if (ACHIEVEMENTS.some((x) => x.id === id))
      list.push({
        id: `achievement:${id}`,
        kind: 'achievement',
        at,
        href: '/progresso#conquistas',
        params: { id },
      });
  }
  for (const { level, day } of levelDays(progress)) {
    list.push({ id: `level:${level}`, kind: 'level', at: day, href: '/progresso', params: { level } });
  }
  for (const r of ctx.leagueResults ?? []) {
    list.push({
      id: `league:${r.week}`,
      kind: 'league',
      at: addDays(r.week, 7),
      href: '/comunidade',
      params: { rank: r.rank, outcome: r.outcome, newTier: r.newTier },
    });
  }
  if (progress.goalDays.includes(ctx.today))
    list.push({
      id: `goal:${ctx.today}`,
      kind: 'goal',
      at: ctx.today,
      params: { points: progress.pointsByDay[ctx.today] ?? 0 },
    });
  const studiedToday = progress.activityDays.includes(ctx.today);
  const streak = currentStreak(progress.activityDays, ctx.today);
  if (!studiedToday && streak > 0 && ctx.hour >= STREAK_RISK_HOUR)
    list.push({
      id: `streak-risk:${ctx.today}`,
      kind: 'streak-risk',
      at: ctx.today,
      href: '/quiz-diario',
      params: { streak },
    });
  if (ctx.insight)
    list.push({
      id: `insight:${ctx.today}`,
      kind: 'insight',
      at: ctx.today,
      href: `/insights/${ctx.insight.id}`,
      params: { title: ctx.insight.title },
    });
  if (ctx.newVersion)
    list.push({ id: `version:${ctx.newVersion}`, kind: 'version', at: ctx.today, params: {} });
  // Newest first; a day sorts as its start, so today's day-long notices come after today's instants.
  return list.sort((a, b) => b.at.localeCompare(a.at)).slice(0, NOTIFICATIONS_SHOWN);
}

export function unreadCount(list: readonly AppNotification[], read: readonly string[]): number {
  const seen = new Set(read);
  return list.filter((n) => !seen.has(n.id)).length;
}

/** Marks ids as read: each moves to the end, and only the newest NOTIFICATIONS_READ_KEPT stay. */
export function markRead(read: readonly string[], ids: readonly string[]): string[] {
  const fresh = new Set(ids);
  return [...read.filter((id) => !fresh.has(id)), ...fresh].slice(-NOTIFICATIONS_READ_KEPT);
}
