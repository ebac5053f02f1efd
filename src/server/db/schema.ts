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
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  progress: ProgressTable;
  events: EventsTable;
}
