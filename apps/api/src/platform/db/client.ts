import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_SRC_DIR } from '../source-paths.ts';
import { applyRoutines } from './routines.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: every repository takes this (or a transaction, which is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations, then the modules' routines (routines.ts). */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while holding the cluster's start-up lock (a PostgreSQL advisory lock), so
   * processes starting together migrate and seed one after the other.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The driver underneath, for tools that speak SQL themselves (pg-boss). */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };
};

const migrationsFolder = path.join(API_SRC_DIR, 'platform', 'db', 'migrations');

/** The advisory lock key held while a process migrates and seeds. */
const STARTUP_LOCK = 7_301_522;

/** The kind of database each Db that openDatabase made runs on (databaseKindOf). */
const kinds = new WeakMap<object, Database['kind']>();

/**
 * Which database a Db made by openDatabase runs on (undefined for any other, e.g. a transaction):
 * PGlite has ONE connection, on which transactions run one after the other; PostgreSQL a pool.
 */
export function databaseKindOf(db: Db): Database['kind'] | undefined {
  return kinds.get(db);
}

/** Whether `db` is a caller's transaction (its writes commit with it) rather than the database. */
export function isTransaction(db: Db): db is Tx {
  return (db as object) instanceof PgTransaction;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (`memory://` for tests),
 * started from `loadDataDir` (a `dumpDataDir` archive) when given: tests start from one migrated copy.
 * PGlite does not fsync: it survives a process crash, not a power loss; use PostgreSQL in production.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    // An idle connection closed by the server (restart, failover, a dropped test database) is
    // reported here; the pool replaces it. Without a listener it would crash the process.
    pool.on('error', (error) => {
      console.error(`database: idle connection lost (${(error as { code?: string }).code ?? error.message})`);
    });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    kinds.set(db, 'postgres');
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder });
        await applyRoutines(db);
      },
      exclusively: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
      raw: { kind: 'postgres', pool, url: options.url },
    };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const pgliteDb = drizzlePglite({ client, schema });
  kinds.set(pgliteDb, 'pglite');
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
      await applyRoutines(pgliteDb as unknown as Db);
    },
    exclusively: (work) => work(),
    close: () => client.close(),
    raw: { kind: 'pglite', client },
  };
}
