/**
 * Background jobs. The server process starts them (not buildApp, so apps built for tests run none), on every
 * instance; each period's run of a job happens once across all instances: the instance whose insert of the
 * (job, period) row into `job_runs` lands runs it, the others skip. Insert-or-skip decides on SQLite and
 * PostgreSQL alike, with no lock held while the job runs.
 *
 * Periods are aligned to the clock (hourly runs start on the hour, UTC), so instances started at different times
 * agree on which period it is. A run that fails, or whose instance stops halfway, keeps its row without
 * `finished_at`; the next period runs the job again. Every job must therefore be safe to repeat.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/index.js';
import { DAY_MS } from '../shared/days.js';
import { WINDOW_MS as LOGIN_THROTTLE_WINDOW_MS } from './services/login-throttle.js';
import { closeLeagueWeek, previousWeek } from './services/league.js';
import { removePastSignupCounts } from './services/signup-limit.js';

export interface Job {
  name: string;
  /** Does the work; what it returns (what it removed, by kind) goes into the run's log line. */
  run(db: DB, now: Date): Promise<Record<string, number>>;
}

/** Rows about past runs are kept this long, then removed by the clean-up. */
const JOB_RUNS_KEPT_MS = 30 * DAY_MS;
/** Links for a new password or a confirmed address are kept this long after they expire. */
export const EMAIL_LINKS_KEPT_MS = DAY_MS;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Removes expired sessions, failed sign-in counts whose window has ended, sign-up counts of past days, e-mail
 * links a day after they expired and old records of job runs.
 */
export const cleanup: Job = {
  name: 'cleanup',
  async run(db, now) {
    const sessions = await db
      .deleteFrom('sessions')
      .where('expires_at', '<', now.toISOString())
      .executeTakeFirst();
    const throttle = await db
      .deleteFrom('login_throttle')
      .where('window_start', '<=', iso(now.getTime() - LOGIN_THROTTLE_WINDOW_MS))
      .executeTakeFirst();
    // Links sent by e-mail, a day after they stopped working (the hourly limit only looks at the last hour).
    let oldLinks = 0;
    for (const table of ['password_resets', 'email_confirmations'] as const) {
      const removed = await db
        .deleteFrom(table)
        .where('expires_at', '<', iso(now.getTime() - EMAIL_LINKS_KEPT_MS))
        .executeTakeFirst();
      oldLinks += Number(removed.numDeletedRows);
    }
    const runs = await db
      .deleteFrom('job_runs')
      .where('started_at', '<', iso(now.getTime() - JOB_RUNS_KEPT_MS))
      .executeTakeFirst();
    return {
      expiredSessions: Number(sessions.numDeletedRows),
      staleLoginThrottle: Number(throttle.numDeletedRows),
      pastSignupCounts: await removePastSignupCounts(db, now),
      oldEmailLinks: oldLinks,
      oldJobRuns: Number(runs.numDeletedRows),
    };
  },
};

/** Closes last week's league (idempotent: a week is closed once, whoever tries first). */
const leagueClose: Job = {
  name: 'league-close',
  async run(db, now) {
    return { weeksClosed: (await closeLeagueWeek(db, previousWeek(now), now)) ? 1 : 0 };
  },
};

/** The start of the period `now` falls in, as the key every instance computes alike. */
export function periodOf(now: Date, intervalMs: number): string {
  return iso(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

interface RunContext {
  intervalMs: number;
  /** Who runs it, recorded in `job_runs`. */
  instance: string;
  log: FastifyBaseLogger;
  now?: Date;
}

/** Runs the job for the current period unless another instance has claimed it; true when this one ran it. */
export async function runJobOnce(db: DB, job: Job, context: RunContext): Promise<boolean> {
  const now = context.now ?? new Date();
  const period = periodOf(now, context.intervalMs);
  const claimed = await db
    .insertInto('job_runs')
    .values({ name: job.name, period, instance: context.instance, started_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['name', 'period']).doNothing())
    .returning('name')
    .executeTakeFirst();
  if (!claimed) return false;
  const removed = await job.run(db, now);
  await db
    .updateTable('job_runs')
    .set({ finished_at: new Date().toISOString() })
    .where('name', '=', job.name)
    .where('period', '=', period)
    .execute();
  context.log.info({ job: job.name, period, instance: context.instance, removed }, `job ${job.name} ran`);
  return true;
}

interface JobScheduler {
  /** Runs every job for the current period now, then at the start of each following period. */
  start(): void;
  /** No new run starts; resolves once the run under way, if any, has finished. */
  stop(): Promise<void>;
}

interface SchedulerOptions {
  db: DB;
  log: FastifyBaseLogger;
  /** Period length; 0 runs nothing. */
  intervalMs: number;
  instance?: string;
  jobs?: Job[];
}

export function jobScheduler({
  db,
  log,
  intervalMs,
  instance = `${hostname()}:${process.pid}`,
  jobs = [cleanup, leagueClose],
}: SchedulerOptions): JobScheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runAll = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await runJobOnce(db, job, { intervalMs, instance, log });
      } catch (err) {
        log.error({ err, job: job.name }, `job ${job.name} failed`);
      }
    }
  };
  const tick = () => {
    if (stopped) return;
    // Runs never overlap on one instance, even when one outlasts its period.
    running = running.then(runAll);
    const now = Date.now();
    timer = setTimeout(tick, (Math.floor(now / intervalMs) + 1) * intervalMs - now);
    // The listening server keeps the process alive, not this timer.
    timer.unref();
  };

  return {
    start() {
      if (intervalMs > 0 && !timer) tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
