/**
 * Liga semanal on the server. Points reach a learner's weekly row in the same transaction that applies their
 * events, so a group page reads one indexed group, whatever the number of learners. Placement and the week's
 * close are safe with several instances: a group's row is locked while a seat is taken (PostgreSQL; SQLite
 * writes one transaction at a time), and a week is closed by whoever inserts its `league_weeks` row.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { DB, DatabaseHandle } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { League, User } from '../../shared/api-schemas.js';
import { displayNameOf } from '../../shared/display-name.js';
import { GROUP_SIZE, PROMOTED, RELEGATED, TOP_TIER, weekEnd, weekOf } from '../../shared/league.js';

type LeagueOutcome = 'promoted' | 'stayed' | 'relegated';
import { addDays } from '../../shared/days.js';

type Trx = Transaction<Database>;
type Dialect = DatabaseHandle['dialect'];

async function tierOf(db: DB | Trx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('league_status')
    .select('tier')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.tier ?? 1;
}

/** Takes a seat in an open group of the tier (or opens one) and records the learner's first points. */
async function place(
  trx: Trx,
  dialect: Dialect,
  week: string,
  userId: string,
  points: number,
  now: string,
): Promise<void> {
  const tier = await tierOf(trx, userId);
  let query = trx
    .selectFrom('league_groups')
    .select('id')
    .where('week', '=', week)
    .where('tier', '=', tier)
    .where('size', '<', GROUP_SIZE)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1);
  // The lock makes a concurrent placement wait, then re-check `size < 30` on the row it finds.
  if (dialect === 'postgres') query = query.forUpdate();
  const open = await query.executeTakeFirst();
  let groupId: string;
  if (open) {
    groupId = open.id;
    await trx
      .updateTable('league_groups')
      .set((eb) => ({ size: eb('size', '+', 1) }))
      .where('id', '=', groupId)
      .execute();
  } else {
    groupId = randomUUID();
    await trx
      .insertInto('league_groups')
      .values({ id: groupId, week, tier, size: 1, created_at: now })
      .execute();
  }
  await trx
    .insertInto('league_members')
    .values({ week, user_id: userId, group_id: groupId, tier, points, joined_at: now })
    .execute();
}

/**
 * Gives up the learner's seat in every group they sit in (their account is being deleted), so the next learner
 * of the tier takes it rather than the group staying full of someone gone. Run before their `league_members`
 * rows go. Each group's row is locked by the update itself (PostgreSQL), so a placement under way waits and
 * then sees the new size.
 */
export async function leaveLeagueGroups(trx: Trx, userId: string): Promise<void> {
  await trx
    .updateTable('league_groups')
    .set((eb) => ({ size: eb('size', '-', 1) }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('league_members').select('group_id').where('user_id', '=', userId),
    )
    .where('size', '>', 0)
    .execute();
}

/**
 * Adds points earned by applied events to their weeks (the week each event counted in). A learner out of the
 * community is never placed; a week already closed takes no more points.
 */
export async function addLeaguePoints(
  trx: Trx,
  dialect: Dialect,
  user: Pick<User, 'id' | 'communityHidden'>,
  applied: readonly { countedAt: string; points: number }[],
  now: Date,
): Promise<void> {
  if (user.communityHidden) return;
  const byWeek = new Map<string, number>();
  for (const { countedAt, points } of applied) {
    if (points > 0) byWeek.set(weekOf(countedAt), (byWeek.get(weekOf(countedAt)) ?? 0) + points);
  }
  for (const [week, points] of byWeek) {
    const closed = await trx
      .selectFrom('league_weeks')
      .select('week')
      .where('week', '=', week)
      .executeTakeFirst();
    if (closed) continue;
    const updated = await trx
      .updateTable('league_members')
      .set((eb) => ({ points: eb('points', '+', points) }))
      .where('week', '=', week)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await place(trx, dialect, week, user.id, points, now.toISOString());
  }
}

/** What the learner sees: tier, this week's group (display names only, hidden learners left out), results. */
export async function leagueView(db: DB, user: User, now = new Date()): Promise<League> {
  const week = weekOf(now);
  const tier = await tierOf(db, user.id);
  const history = (
    await db
      .selectFrom('league_results')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('week', 'desc')
      .limit(10)
      .execute()
  ).map((r) => ({
    week: r.week,
    tier: r.tier,
    rank: r.rank,
    points: r.points,
    outcome: r.outcome as LeagueOutcome,
    newTier: r.new_tier,
  }));
  const base = { week: { start: week, end: weekEnd(week) }, tier, hidden: user.communityHidden, history };
  if (user.communityHidden) return { ...base, group: null };
  const mine = await db
    .selectFrom('league_members')
    .select(['group_id', 'tier'])
    .where('week', '=', week)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!mine) return { ...base, group: null };
  const rows = await db
    .selectFrom('league_members')
    .innerJoin('users', 'users.id', 'league_members.user_id')
    .select(['users.id', 'users.name', 'users.display_name', 'league_members.points'])
    .where('league_members.group_id', '=', mine.group_id)
    .where('users.community_hidden', '=', 0)
    .orderBy('league_members.points', 'desc')
    .orderBy('league_members.joined_at', 'asc')
    .orderBy('users.id', 'asc')
    .execute();
  const members = rows.map((r, i) => ({
    rank: i + 1,
    name: displayNameOf(r.name, r.display_name),
    points: r.points,
    me: r.id === user.id,
  }));
  const promote = mine.tier < TOP_TIER ? Math.min(PROMOTED, members.length) : 0;
  const relegate = mine.tier > 1 ? Math.max(0, Math.min(RELEGATED, members.length - PROMOTED)) : 0;
  return { ...base, tier: mine.tier, group: { id: mine.group_id, promote, relegate, members } };
}

/**
 * Closes a week for everyone: ranks every group, records each learner's result and moves tiers. Only the
 * first caller closes it (its insert into `league_weeks` lands); any other, on any instance, returns false.
 */
export async function closeLeagueWeek(db: DB, week: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('league_weeks')
      .values({ week, closed_at: now.toISOString() })
      .onConflict((oc) => oc.column('week').doNothing())
      .returning('week')
      .executeTakeFirst();
    if (!claimed) return false;
    await sql`
      insert into league_results (week, user_id, tier, rank, points, outcome, new_tier)
      select week, user_id, tier, rk, points,
        case
          when rk <= ${PROMOTED} and tier < ${TOP_TIER} then 'promoted'
          when rk > ${PROMOTED} and rk > n - ${RELEGATED} and tier > 1 then 'relegated'
          else 'stayed'
        end,
        case
          when rk <= ${PROMOTED} and tier < ${TOP_TIER} then tier + 1
          when rk > ${PROMOTED} and rk > n - ${RELEGATED} and tier > 1 then tier - 1
          else tier
        end
      from (
        select m.week, m.user_id, m.tier, m.points,
          row_number() over (partition by m.group_id order by m.points desc, m.joined_at asc, m.user_id asc) as rk,
          count(*) over (partition by m.group_id) as n
        from league_members m
        join users u on u.id = m.user_id
        where m.week = ${week} and u.community_hidden = 0
      ) ranked
    `.execute(trx);
    await sql`
      insert into league_status (user_id, tier)
      select user_id, new_tier from league_results where week = ${week}
      on conflict (user_id) do update set tier = excluded.tier
    `.execute(trx);
    return true;
  });
}

/** The week before the one `now` is in, once this week has started (São Paulo time). */
export const previousWeek = (now: Date) => addDays(weekOf(now), -7);
