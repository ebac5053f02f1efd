/** The Kysely instance from DATABASE_URL: embedded SQLite by default, PostgreSQL for postgres:// URLs. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type KyselyPlugin } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema.js';
import { isEmbeddedDatabase } from '../config.js';
import { migrationProvider } from './migrations.js';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: 'sqlite' | 'postgres';
}

export function sqlitePath(url: string): string {
  return url.replace(/^file:(\/\/)?/, '');
}

export function openDatabase(url: string, { plugins }: { plugins?: KyselyPlugin[] } = {}): DatabaseHandle {
  if (!isEmbeddedDatabase(url)) {
    // Each batch of events holds a connection for its transaction, most of it waiting for the commit to reach
    // the disk: 20 per instance keeps commits flowing (bench:api) within PostgreSQL's default 100 connections.
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
    };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
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
  };
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
