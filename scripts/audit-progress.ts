/**
 * Rebuilds every learner's progress from their events and compares it with the stored row.
 *
 *   npx tsx scripts/audit-progress.ts              # every learner, on DATABASE_URL (default: the SQLite file)
 *   npx tsx scripts/audit-progress.ts --user ID    # one learner
 *   npx tsx scripts/audit-progress.ts --repair     # also write the rebuilt state where it differs
 *
 * Each mismatch or unreadable row is logged as an error; the exit code is 1 when there is any.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/index';
import { loadCurriculum } from '../src/content/load';
import { rulesFromCurriculum } from '../src/server/services/progress';
import { auditLearner, writeProgress } from '../src/server/services/progress-audit';

const { values } = parseArgs({
  options: { user: { type: 'string' }, repair: { type: 'boolean', default: false } },
});
const config = loadConfig();
const { db } = openDatabase(config.databaseUrl);
const rules = rulesFromCurriculum(loadCurriculum());

const counts = { ok: 0, mismatch: 0, 'unreadable-row': 0, 'cannot-rebuild': 0, repaired: 0 };
let after = '';
for (;;) {
  let query = db
    .selectFrom('users')
    .select(['id', 'time_zone', 'time_zone_next', 'time_zone_next_at'])
    .orderBy('id')
    .limit(500);
  if (values.user) query = query.where('id', '=', values.user);
  else query = query.where('id', '>', after);
  const users = await query.execute();
  for (const u of users) {
    const zones = {
      timeZone: u.time_zone,
      nextTimeZone: u.time_zone_next,
      nextTimeZoneAt: u.time_zone_next_at,
    };
    const result = await auditLearner(db, { id: u.id, ...zones }, rules);
    counts[result.status] += 1;
    if (result.status === 'mismatch' || result.status === 'unreadable-row') {
      const detail = result.status === 'mismatch' ? result.differences.join('; ') : result.reason;
      console.error(`ERRO ${result.userId}: ${result.status} — ${detail}`);
      if (values.repair) {
        await writeProgress(db, result.userId, result.rebuilt);
        counts.repaired += 1;
      }
    } else if (result.status === 'cannot-rebuild') {
      console.error(`ERRO ${result.userId}: não dá para refazer — ${result.reason}`);
    }
  }
  if (values.user || users.length < 500) break;
  after = users[users.length - 1]!.id;
}
await db.destroy();
console.log(
  `Aprendizes conferidos: ${counts.ok + counts.mismatch + counts['unreadable-row'] + counts['cannot-rebuild']}; ` +
    `ok ${counts.ok}, divergentes ${counts.mismatch}, ilegíveis ${counts['unreadable-row']}, ` +
    `sem como refazer ${counts['cannot-rebuild']}, reparados ${counts.repaired}.`,
);
process.exit(counts.mismatch + counts['unreadable-row'] + counts['cannot-rebuild'] > 0 ? 1 : 0);
