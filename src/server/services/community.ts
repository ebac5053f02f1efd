/**
 * The community ranking. Learners appear by their display name only (never a full name or an e-mail), and
 * learners who chose to stay out are left out entirely: not listed, and not counted in anyone's rank.
 */
import type { DB } from '../db/index.js';
import type { Leaderboard, User } from '../../shared/api-schemas.js';
import { displayNameOf } from '../../shared/display-name.js';
import { levelForPoints } from '../../shared/levels.js';

export const LEADERBOARD_SIZE = 20;

/** The visible learners with their points, in ranking order: points, then who joined first. */
function visibleLearners(db: DB) {
  return db
    .selectFrom('progress')
    .innerJoin('users', 'users.id', 'progress.user_id')
    .where('users.community_hidden', '=', 0);
}

export async function leaderboard(db: DB, me: User): Promise<Leaderboard> {
  const rows = await visibleLearners(db)
    .select(['users.id', 'users.name', 'users.display_name', 'progress.points'])
    .orderBy('progress.points', 'desc')
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id', 'asc')
    .limit(LEADERBOARD_SIZE)
    .execute();
  const entries = rows.map((r, i) => ({
    rank: i + 1,
    name: displayNameOf(r.name, r.display_name),
    points: r.points,
    level: levelForPoints(r.points),
    isMe: r.id === me.id,
  }));
  if (me.communityHidden) return { entries: entries.filter((e) => !e.isMe), hidden: true };
  if (!entries.some((e) => e.isMe)) {
    // The learner always sees where they stand, even outside the top: their place in the same order.
    const mine = await db
      .selectFrom('progress')
      .select('points')
      .where('user_id', '=', me.id)
      .executeTakeFirst();
    const points = mine?.points ?? 0;
    const ahead = await visibleLearners(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('progress.points', '>', points),
          eb.and([eb('progress.points', '=', points), eb('users.created_at', '<', me.createdAt)]),
          eb.and([
            eb('progress.points', '=', points),
            eb('users.created_at', '=', me.createdAt),
            eb('users.id', '<', me.id),
          ]),
        ]),
      )
      .executeTakeFirst();
    entries.push({
      rank: Number(ahead?.n ?? 0) + 1,
      name: me.displayName,
      points,
      level: levelForPoints(points),
      isMe: true,
    });
  }
  return { entries, hidden: false };
}
