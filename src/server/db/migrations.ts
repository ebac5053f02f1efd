/** Migrations, in order; run automatically at start by Kysely's Migrator. Never edit one that has shipped. */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.js';
import { ProgressStateSchema } from '../../shared/progress-schema.js';
import { readProgress, splitDocument } from '../services/progress-store.js';

const migrations: Record<string, Migration> = {
  '001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('progress')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('progress_points').on('progress').column('points').execute();
      await db.schema
        .createTable('events')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('points_awarded', 'integer', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .addPrimaryKeyConstraint('events_pk', ['user_id', 'event_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['events', 'progress', 'sessions', 'users']) await db.schema.dropTable(t).execute();
    },
  },
  '002-event-payloads-sync-bounds-login-throttle': {
    async up(db: Kysely<unknown>) {
      // The event as sent (normalised) and the instant it counted at, so a learner's state can be rebuilt.
      await db.schema.alterTable('events').addColumn('payload', 'text').execute();
      await db.schema.alterTable('events').addColumn('counted_at', 'text').execute();
      // The last time this session's events were applied: no later event may be dated before it.
      await db.schema.alterTable('sessions').addColumn('synced_at', 'text').execute();
      // Failed sign-ins per account (a hash of the normalised e-mail, known or not), for slowing down and locking.
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('next_allowed_at', 'text')
        .execute();
      // Events stored so far have no payload: each learner's current state becomes a baseline event that
      // rebuilding starts from, so every learner is auditable from here on.
      await sql`
        insert into events (user_id, event_id, type, points_awarded, received_at, seq, payload, counted_at)
        select p.user_id, 'baseline-002', 'progress.baseline', 0, p.updated_at,
               (select coalesce(max(e.seq), 0) + 1 from events e where e.user_id = p.user_id),
               p.state, p.updated_at
        from progress p
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from events where type = 'progress.baseline'`.execute(db);
      await db.schema.dropTable('login_throttle').execute();
      await db.schema.alterTable('sessions').dropColumn('synced_at').execute();
      await db.schema.alterTable('events').dropColumn('counted_at').execute();
      await db.schema.alterTable('events').dropColumn('payload').execute();
    },
  },
  '004-accounts': {
    async up(db: Kysely<unknown>) {
      // The name other learners see (null: first name and initial), and whether the learner stays out of
      // the community entirely.
      await db.schema.alterTable('users').addColumn('display_name', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('community_hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Sessions a learner can see and end: a public id (never the token or its hash), the device, activity.
      await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
      const open = await sql<{ token_hash: string }>`select token_hash from sessions`.execute(db);
      for (const row of open.rows) {
        await sql`update sessions set id = ${randomUUID()} where token_hash = ${row.token_hash}`.execute(db);
      }
      await db.schema.createIndex('sessions_id').on('sessions').column('id').unique().execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_resets_user_id')
        .on('password_resets')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('certificates')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        /** JSON: the chapters completed, with titles, as they were when it was issued. */
        .addColumn('chapters', 'text', (c) => c.notNull())
        .addColumn('study_minutes', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('certificates').execute();
      await db.schema.dropTable('password_resets').execute();
      await db.schema.dropIndex('sessions_id').execute();
      for (const c of ['last_seen_at', 'user_agent', 'id']) {
        await db.schema.alterTable('sessions').dropColumn(c).execute();
      }
      await db.schema.alterTable('users').dropColumn('community_hidden').execute();
      await db.schema.alterTable('users').dropColumn('display_name').execute();
    },
  },
  // Written after 004 had shipped, so it runs after 004 on databases that already had it (see migrateToLatest);
  // it only adds a table of its own, so the order does not matter.
  '003-job-runs': {
    async up(db: Kysely<unknown>) {
      // One row per background job and period: whichever instance inserts it runs that period's job.
      await db.schema
        .createTable('job_runs')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('instance', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addPrimaryKeyConstraint('job_runs_pk', ['name', 'period'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_runs').execute();
    },
  },
  '005-league': {
    async up(db: Kysely<unknown>) {
      // A learner's tier (1 Bronze … 5 Diamante) between weeks.
      await db.schema
        .createTable('league_status')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('tier', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('league_groups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('tier', 'integer', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('league_groups_open')
        .on('league_groups')
        .columns(['week', 'tier', 'size'])
        .execute();
      // This week's points of each learner placed in a group; only points counted in the week are added.
      await db.schema
        .createTable('league_members')
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', 'text', (c) => c.notNull())
        .addColumn('tier', 'integer', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('league_members_pk', ['week', 'user_id'])
        .execute();
      await db.schema
        .createIndex('league_members_group')
        .on('league_members')
        .columns(['group_id', 'points'])
        .execute();
      // One row per closed week: whoever inserts it closes the week; everyone else finds it closed.
      await db.schema
        .createTable('league_weeks')
        .addColumn('week', 'text', (c) => c.primaryKey())
        .addColumn('closed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('league_results')
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tier', 'integer', (c) => c.notNull())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('new_tier', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('league_results_pk', ['user_id', 'week'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['league_results', 'league_weeks', 'league_members', 'league_groups', 'league_status'])
        await db.schema.dropTable(t).execute();
    },
  },
  '006-events-user-seq': {
    async up(db: Kysely<unknown>) {
      // Applying a batch reads the learner's last sequence number: without this index that read walks every
      // event the learner ever sent, and a batch got slower the longer someone studied (decision 012).
      await db.schema.createIndex('events_user_seq').on('events').columns(['user_id', 'seq']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('events_user_seq').execute();
    },
  },
  '008-certificate-images': {
    async up(db: Kysely<unknown>) {
      // Each certificate's preview image, drawn once (at issue, or on the first request for older ones) rather
      // than on every request. Base64 text, so one column type serves SQLite and PostgreSQL.
      await db.schema
        .createTable('certificate_images')
        .addColumn('code', 'text', (c) => c.primaryKey().references('certificates.code').onDelete('cascade'))
        .addColumn('png', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('certificate_images').execute();
    },
  },
  '009-email-confirmation': {
    async up(db: Kysely<unknown>) {
      // Null until the learner opens the link sent to the address (accounts made before this are unconfirmed).
      await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
      await db.schema
        .createTable('email_confirmations')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('email_confirmations_user')
        .on('email_confirmations')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('email_confirmations').execute();
      await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
    },
  },
  '007-learner-quotas': {
    async up(db: Kysely<unknown>) {
      // What each learner stored, kept with their progress and updated in the transaction that stores events,
      // so the quota and the daily cap cost no scan of the events (decision 021). Bytes are bigint: an account
      // filled before there was a quota may hold more than 2 GB, and the limits can be raised that far.
      await db.schema
        .alterTable('progress')
        .addColumn('stored_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // The UTC day the two counters below are about; a batch on a later day starts them again.
      await db.schema.alterTable('progress').addColumn('usage_day', 'text').execute();
      await db.schema
        .alterTable('progress')
        .addColumn('day_events', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('progress')
        .addColumn('day_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // octet_length: bytes, not characters, on SQLite (3.43+) and PostgreSQL alike. One pass over the events.
      const today = new Date().toISOString().slice(0, 10);
      await sql`
        update progress
        set stored_bytes = totals.bytes, usage_day = ${today},
            day_events = totals.today_events, day_bytes = totals.today_bytes
        from (
          select user_id,
                 coalesce(sum(octet_length(payload)), 0) as bytes,
                 count(case when received_at >= ${today} then 1 end) as today_events,
                 coalesce(sum(case when received_at >= ${today} then octet_length(payload) end), 0) as today_bytes
          from events
          group by user_id
        ) as totals
        where totals.user_id = progress.user_id
      `.execute(db);
      // Accounts created per address and UTC day (the address as a SHA-256 hash); the clean-up job removes
      // past days.
      await db.schema
        .createTable('signup_counts')
        .addColumn('address_hash', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('accounts', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('signup_counts_pk', ['address_hash', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('signup_counts').execute();
      for (const c of ['day_bytes', 'day_events', 'usage_day', 'stored_bytes']) {
        await db.schema.alterTable('progress').dropColumn(c).execute();
      }
    },
  },
  '010-final-exam': {
    async up(db: Kysely<unknown>) {
      // Prova final: one row per attempt, its 30 question ids drawn at start; graded when the learner hands it
      // in or, after the deadline, when it is next read. At most one attempt per learner is open at a time.
      await db.schema
        .createTable('exam_attempts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('deadline_at', 'text', (c) => c.notNull())
        .addColumn('questions', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('ended_by', 'text')
        .addColumn('correct', 'integer')
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('passed', 'integer')
        .execute();
      await db.schema
        .createIndex('exam_attempts_user')
        .on('exam_attempts')
        .columns(['user_id', 'started_at'])
        .execute();
      await db.schema
        .createIndex('exam_attempts_open')
        .on('exam_attempts')
        .column('user_id')
        .unique()
        .where(sql.ref('finished_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('exam_answers')
        .addColumn('attempt_id', 'text', (c) =>
          c.notNull().references('exam_attempts.id').onDelete('cascade'),
        )
        .addColumn('question_id', 'text', (c) => c.notNull())
        .addColumn('answer', 'integer', (c) => c.notNull())
        .addColumn('answered_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('exam_answers_pk', ['attempt_id', 'question_id'])
        .execute();
      // What a certificate verified: the exam's result and the final project; null on certificates issued
      // before the exam existed, which their page says.
      await db.schema.alterTable('certificates').addColumn('exam_percent', 'integer').execute();
      await db.schema.alterTable('certificates').addColumn('exam_questions', 'integer').execute();
      await db.schema.alterTable('certificates').addColumn('exam_passed_at', 'text').execute();
      await db.schema.alterTable('certificates').addColumn('plan_completed_at', 'text').execute();
      // Preview images said "N horas de estudo": drawn again, from what each certificate verified.
      await db.deleteFrom('certificate_images' as never).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const c of ['plan_completed_at', 'exam_passed_at', 'exam_questions', 'exam_percent']) {
        await db.schema.alterTable('certificates').dropColumn(c).execute();
      }
      await db.schema.dropTable('exam_answers').execute();
      await db.schema.dropTable('exam_attempts').execute();
    },
  },
  '011-time-zone-next': {
    async up(db: Kysely<unknown>) {
      // A new time zone waits for the start of the next day in the zone in force (decision 026): the zone
      // chosen and the instant it takes effect; both null when no change waits.
      await db.schema.alterTable('users').addColumn('time_zone_next', 'text').execute();
      await db.schema.alterTable('users').addColumn('time_zone_next_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('time_zone_next_at').execute();
      await db.schema.alterTable('users').dropColumn('time_zone_next').execute();
    },
  },
  '012-push-subscriptions': {
    async up(db: Kysely<unknown>) {
      // Web Push: one subscription per signed-in device (its session); it goes when the session goes.
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_success_at', 'text')
        .execute();
      await db.schema
        .createIndex('push_subscriptions_session')
        .on('push_subscriptions')
        .column('session_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('push_subscriptions_user')
        .on('push_subscriptions')
        .column('user_id')
        .execute();
      // The learner's reminder choices and what was sent (local days), so a reminder goes out once.
      await db.schema
        .createTable('reminder_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('study', 'integer', (c) => c.notNull())
        .addColumn('streak', 'integer', (c) => c.notNull())
        .addColumn('league', 'integer', (c) => c.notNull())
        .addColumn('hour', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('last_reminder_day', 'text')
        .addColumn('last_streak_day', 'text')
        .addColumn('last_league_week', 'text')
        .addColumn('last_sent_at', 'text')
        .execute();
      // Keys the server makes once and every instance shares (the VAPID pair when none is configured).
      await db.schema
        .createTable('server_keys')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['server_keys', 'reminder_settings', 'push_subscriptions']) {
        await db.schema.dropTable(t).execute();
      }
    },
  },
  '013-email-change': {
    async up(db: Kysely<unknown>) {
      // A new address waits here until the link sent to it is opened; only the token's SHA-256 is kept.
      await db.schema
        .createTable('email_changes')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('email_changes_user')
        .on('email_changes')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('email_changes').execute();
    },
  },
  '014-progress-entries': {
    async up(db: Kysely<unknown>) {
      // The parts of a learner's progress that grow with use, one row per entry (decision 027), and a revision
      // that moves with every write of the progress.
      await db.schema
        .createTable('progress_entries')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('progress_entries_pk', ['user_id', 'field', 'key'])
        .execute();
      await db.schema
        .alterTable('progress')
        .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Every learner's document split into its small row and its entries, a few learners at a time. A row that
      // cannot be read stays as it is: it is read whole (and still refused) as before.
      const typed = db as unknown as Kysely<Database>;
      let after = '';
      for (;;) {
        const rows = await typed
          .selectFrom('progress')
          .select(['user_id', 'state'])
          .where('user_id', '>', after)
          .orderBy('user_id')
          .limit(200)
          .execute();
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.user_id;
        for (const row of rows) {
          let parsed;
          try {
            parsed = ProgressStateSchema.safeParse(JSON.parse(row.state));
          } catch {
            continue;
          }
          if (!parsed.success) continue;
          const { core, entries } = splitDocument(parsed.data);
          // PostgreSQL runs the whole migration in one transaction already; SQLite gets one per learner.
          const split = async (trx: Kysely<Database>) => {
            for (let i = 0; i < entries.length; i += 500) {
              await trx
                .insertInto('progress_entries')
                .values(entries.slice(i, i + 500).map((e) => ({ ...e, user_id: row.user_id })))
                .onConflict((oc) =>
                  oc
                    .columns(['user_id', 'field', 'key'])
                    .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
                )
                .execute();
            }
            await trx
              .updateTable('progress')
              .set({ state: core })
              .where('user_id', '=', row.user_id)
              .execute();
          };
          if (typed.isTransaction) await split(typed);
          else await typed.transaction().execute(split);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      const typed = db as unknown as Kysely<Database>;
      // Back to one document per learner.
      const rows = await typed.selectFrom('progress').select(['user_id']).execute();
      for (const { user_id } of rows) {
        const stored = await readProgress(typed, user_id);
        if (!stored || 'unreadable' in stored || stored.inCore.length > 0) continue;
        await typed
          .updateTable('progress')
          .set({ state: JSON.stringify(stored.state) })
          .where('user_id', '=', user_id)
          .execute();
      }
      await db.schema.dropTable('progress_entries').execute();
      await db.schema.alterTable('progress').dropColumn('rev').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
