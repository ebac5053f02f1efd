/** Table types for Kysely. Timestamps are ISO-8601 text so one set of migrations serves SQLite and PostgreSQL. */
import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  /** The zone that decides the learner's days until `time_zone_next_at` (or for good, without a change). */
  time_zone: string;
  /** A zone the learner chose, waiting for the start of the next day in `time_zone`; null when none waits. */
  time_zone_next: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO-8601 instant from which `time_zone_next` decides the days; null when no change waits. */
  time_zone_next_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  /** What other learners see; null means first name and initial. */
  display_name: string | null;
  /** 1 when the learner chose to stay out of the community (ranking, league). */
  community_hidden: Generated<number>;
  /** When the learner opened a link sent to this address; null until then. */
  email_confirmed_at: string | null;
}

export interface EmailConfirmationsTable {
  /** SHA-256 of the token sent by e-mail. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A change of the account's e-mail waiting for the link sent to the new address (migration 013). */
export interface EmailChangesTable {
  /** SHA-256 of the token sent by e-mail. */
  token_hash: string;
  user_id: string;
  /** The address the learner asked for; it becomes the account's when the link is opened. */
  new_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** When this session's events were last applied; events may not be dated before it. */
  synced_at: string | null;
  /** Public id, for listing and ending sessions (never the token or its hash). */
  id: string | null;
  user_agent: string | null;
  last_seen_at: string | null;
}

export interface PasswordResetsTable {
  /** SHA-256 of the token sent by e-mail. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CertificatesTable {
  /** Unguessable public code, in the certificate's URL. */
  code: string;
  user_id: string;
  name: string;
  issued_at: string;
  /** JSON: [{ id, title }] of the chapters completed when it was issued. */
  chapters: string;
  /** The course's estimated workload in minutes when it was issued (chapters, final project and exam). */
  study_minutes: number;
  /** The passing exam attempt's result; null on certificates issued before the final exam existed. */
  exam_percent: number | null;
  exam_questions: number | null;
  exam_passed_at: string | null;
  plan_completed_at: string | null;
}

export interface ExamAttemptsTable {
  id: string;
  user_id: string;
  started_at: string;
  deadline_at: string;
  /** JSON array of the attempt's question ids, in the order shown. */
  questions: string;
  finished_at: string | null;
  /** 'learner' (handed in) or 'time' (the deadline passed). */
  ended_by: string | null;
  correct: number | null;
  total: number;
  /** 1 or 0 once finished. */
  passed: number | null;
}

export interface ExamAnswersTable {
  attempt_id: string;
  question_id: string;
  answer: number;
  answered_at: string;
}

export interface CertificateImagesTable {
  code: string;
  /** The 1200×630 preview PNG, base64. */
  png: string;
  created_at: string;
}

export interface ProgressTable {
  user_id: string;
  points: number;
  /**
   * ProgressState as JSON, without the parts kept as one row per entry in progress_entries (decision 027). A
   * row still holding them (written before migration 014, or by hand) is read whole, entries ignored.
   */
  state: string;
  updated_at: string;
  /** Bumped by every write of the learner's progress: a copy kept in memory is good while it matches. */
  rev: Generated<number>;
  /** Bytes of event payload the learner has stored (a bigint: PostgreSQL answers it as a string). */
  stored_bytes: ColumnType<number | string, number | undefined, number>;
  /** The UTC day (YYYY-MM-DD) `day_events` and `day_bytes` count; null before the first batch. */
  usage_day: string | null;
  day_events: Generated<number>;
  day_bytes: ColumnType<number | string, number | undefined, number>;
}

export interface EventsTable {
  user_id: string;
  event_id: string;
  type: string;
  points_awarded: number;
  received_at: string;
  seq: Generated<number>;
  /** The event as applied (JSON, id normalised); null for events stored before payloads were kept. */
  payload: string | null;
  /** The instant the event counted at (its date, bounded by what the server knows). */
  counted_at: string | null;
}

/** One entry of a part of the progress that grows with use (progress-store.ts says which parts and how). */
export interface ProgressEntriesTable {
  user_id: string;
  /** The ProgressState field: 'review', 'pointsByDay', 'activityDays'… */
  field: string;
  /** The record's key, the set's element, or '' for a field kept whole (the plan). */
  key: string;
  /** The entry's value as JSON. */
  value: string;
}

export interface LoginThrottleTable {
  /** SHA-256 of the normalised e-mail, whether or not an account has it. */
  key: string;
  failures: number;
  window_start: string;
  next_allowed_at: string | null;
}

/** Accounts created from one address on one UTC day. */
export interface SignupCountsTable {
  /** SHA-256 of the address as rate limits count it (IPv6 by /64). */
  address_hash: string;
  day: string;
  accounts: number;
}

export interface JobRunsTable {
  /** The job, e.g. 'cleanup'. */
  name: string;
  /** The period's start (ISO-8601); one row per job and period, inserted by the instance that runs it. */
  period: string;
  /** Host and process id of the instance that ran it. */
  instance: string;
  started_at: string;
  /** Null while running, or when the instance stopped before finishing. */
  finished_at: string | null;
}

export interface LeagueStatusTable {
  user_id: string;
  tier: number;
}
export interface LeagueGroupsTable {
  id: string;
  /** Monday of the week (São Paulo), "YYYY-MM-DD". */
  week: string;
  tier: number;
  size: number;
  created_at: string;
}
export interface LeagueMembersTable {
  week: string;
  user_id: string;
  group_id: string;
  tier: number;
  points: number;
  joined_at: string;
}
export interface LeagueWeeksTable {
  week: string;
  closed_at: string;
}
export interface LeagueResultsTable {
  week: string;
  user_id: string;
  tier: number;
  rank: number;
  points: number;
  /** 'promoted' | 'stayed' | 'relegated' */
  outcome: string;
  new_tier: number;
}

/** A device's Web Push subscription; it belongs to the session (device) that made it. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** The public id of the session (sessions.id): signing that device out removes it. */
  session_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  last_success_at: string | null;
}

/** Lembretes: the learner's choices (1/0) and what was last sent, by local day. */
export interface ReminderSettingsTable {
  user_id: string;
  study: number;
  streak: number;
  league: number;
  /** Local hour of the study reminder; null: about 23,5 h after the last study. */
  hour: number | null;
  updated_at: string;
  last_reminder_day: string | null;
  last_streak_day: string | null;
  /** The league week whose result was last told. */
  last_league_week: string | null;
  last_sent_at: string | null;
}

/** Keys made once and shared by every instance (the VAPID pair when the environment gives none). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

export interface Database {
  push_subscriptions: PushSubscriptionsTable;
  reminder_settings: ReminderSettingsTable;
  server_keys: ServerKeysTable;
  users: UsersTable;
  sessions: SessionsTable;
  progress: ProgressTable;
  progress_entries: ProgressEntriesTable;
  events: EventsTable;
  login_throttle: LoginThrottleTable;
  password_resets: PasswordResetsTable;
  email_confirmations: EmailConfirmationsTable;
  email_changes: EmailChangesTable;
  certificates: CertificatesTable;
  certificate_images: CertificateImagesTable;
  exam_attempts: ExamAttemptsTable;
  exam_answers: ExamAnswersTable;
  job_runs: JobRunsTable;
  signup_counts: SignupCountsTable;
  league_status: LeagueStatusTable;
  league_groups: LeagueGroupsTable;
  league_members: LeagueMembersTable;
  league_weeks: LeagueWeeksTable;
  league_results: LeagueResultsTable;
}
