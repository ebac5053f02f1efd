/** The Kysely instance from DATABASE_URL: embedded SQLite by default, PostgreSQL for postgres:// URLs. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type KyselyPlugin } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema.js';
import { isEmbeddedDatabase } from '../config.js';
import { migrationProvider } from './migrations.js';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: 'sqlite' | 'postgres';
  /**
   * Told when PostgreSQL ends a pooled connection on its own (a restart, an administrator, the network); the
   * connection is dropped and the next query opens a new one. The app points it at its log.
   */
  onConnectionLost: (err: Error) => void;
}

/** How long a request waits for a connection (a free one in the pool, or a new one) before it gives up. */
const CONNECT_TIMEOUT_MS = 3000;

function sqlitePath(url: string): string {
  return url.replace(/^file:(\/\/)?/, '');
}

export function openDatabase(url: string, { plugins }: { plugins?: KyselyPlugin[] } = {}): DatabaseHandle {
  if (!isEmbeddedDatabase(url)) {
    // Each batch of events holds a connection for its transaction, most of it waiting for the commit to reach
    // the disk: 20 per instance keeps commits flowing (bench:api) within PostgreSQL's default 100 connections.
    const pool = new pg.Pool({
      connectionString: url,
      max: 20,
      // While PostgreSQL is unreachable, requests fail with a 503 instead of queueing until it returns.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer that vanished without closing (a dead host, a dropped route) is noticed on idle connections too.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // An instance that stops in the middle of a transaction (frozen, cut off) must not hold a learner's row
      // lock for everyone else: PostgreSQL ends such a session after a minute.
      idle_in_transaction_session_timeout: 60_000,
    });
    const handle: DatabaseHandle = {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
      onConnectionLost: (err) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`),
    };
    // Without these listeners a connection PostgreSQL ends is an uncaught 'error' that stops the process. The
    // pool reports its idle connections (and drops them); a connection a request holds between two queries
    // reports to itself, and its next query fails, after which the pool drops it too.
    const lost = (err: Error) => handle.onConnectionLost(err);
    pool.on('error', lost);
    pool.on('acquire', (client) => client.on('error', lost));
    pool.on('release', (_err, client) => client.removeListener('error', lost));
    return handle;
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros rather than left in free space, where a copy of the file would still
  // show a deleted learner's e-mail or plan (see checkpointDeletions for the write-ahead log).
  database.pragma('secure_delete = ON');
  // Kysely asks for a fresh prepared statement on every query; reusing them by SQL text saves the parse.
  const statements = new Map<string, SQLite.Statement>();
  const cached = {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size < 500) statements.set(sql, statement);
      }
      return statement;
    },
  };
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }), plugins }),
    dialect: 'sqlite',
    onConnectionLost: () => undefined,
  };
}

/**
 * After deleting a learner on the embedded database: copies the write-ahead log into the main file and empties
 * it, since the log still holds the pages as they were before the deletion. Nothing to do on PostgreSQL, whose
 * autovacuum reclaims deleted rows on its own.
 */
export async function checkpointDeletions({ db, dialect }: DatabaseHandle): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

export async function migrateToLatest(db: DB): Promise<void> {
  // Migrations still run in name order, but one written after a later one had shipped (003 after 004) must not
  // be refused on databases that already ran the later one. Every instance runs this at start: Kysely holds a
  // lock while migrating (an advisory lock on PostgreSQL), so simultaneous starts apply each migration once.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Falha ao migrar o banco de dados${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`,
    );
  }
}
