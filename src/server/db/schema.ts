/** Table types for Kysely. Timestamps are ISO-8601 text so one set of migrations serves SQLite and PostgreSQL. */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  time_zone: string;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** When this session's events were last applied; events may not be dated before it. */
  synced_at: string | null;
}

export interface ProgressTable {
  user_id: string;
  points: number;
  /** ProgressState as JSON. */
  state: string;
  updated_at: string;
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

export interface LoginThrottleTable {
  /** SHA-256 of the normalised e-mail, whether or not an account has it. */
  key: string;
  failures: number;
  window_start: string;
  next_allowed_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  progress: ProgressTable;
  events: EventsTable;
  login_throttle: LoginThrottleTable;
}
