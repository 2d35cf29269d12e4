import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../source-paths.ts';

/**
 * What a process runs (ROLE, default `all`): `api` serves HTTP and only queues jobs; `worker` runs
 * the job workers, the schedules and the periodic chains, and serves no HTTP; `all` does both.
 */
export type ProcessRole = 'api' | 'worker' | 'all';

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  role: ProcessRole;
  port: number;
  host: string;
  /** Public origin used in links sent by e-mail. */
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: Uint8Array;
  /**
   * DATA_ENCRYPTION_KEY: 32 bytes (64 hex characters or base64) for secrets kept encrypted at rest
   * (TOTP seeds, AES-256-GCM; docs/security.md). Required in production; a bare machine keeps a
   * generated one under the data directory.
   */
  dataEncryptionKey: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Directory of the built web app served at the root, when present. */
  webDistDir: string | undefined;
  /** Seed demo accounts on an empty database (never in production). */
  seedDemo: boolean;
  /** Secure cookies (https only); on in production. */
  secureCookies: boolean;
  logLevel: string;
  /**
   * How long an Idempotency-Key stays held by a request that has created nothing yet; a key whose
   * request died is claimed again after it (IDEMPOTENCY_LEASE_SECONDS, default 10).
   */
  idempotencyLeaseSeconds: number;
  // Webhook targets and rate limits (docs/security.md)
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: lifts the webhook address guard; development only. */
  allowPrivateWebhookTargets: boolean;
  rateLimits: RateLimitConfig;
};

/** Requests per window (RATE_LIMIT_WINDOW_SECONDS) per caller, by family (docs/security.md). */
export type RateLimitConfig = {
  windowSeconds: number;
  /** Merchant API, per API key. */
  apiKey: number;
  /** Public checkout, link and page routes, per address. */
  publicCheckout: number;
  /** Operator callbacks, per address. */
  operatorCallbacks: number;
};

/** A signing secret kept under the data directory so sessions survive restarts on a bare machine. */
function devSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** DATA_ENCRYPTION_KEY as 32 bytes: 64 hex characters, or base64 / base64url of 32 bytes. */
export function parseEncryptionKey(raw: string): Uint8Array {
  const text = raw.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (bytes.length !== 32)
    throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return new Uint8Array(bytes);
}

/** The development key, generated once under the data directory (never used in production). */
function devEncryptionKey(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'data-encryption-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return parseEncryptionKey(readFileSync(file, 'utf8'));
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number of seconds: ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const varDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'var'));
  const dataDir = path.join(varDir, 'data');
  if (nodeEnv === 'production' && !env.JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  if (nodeEnv === 'production' && !env.DATA_ENCRYPTION_KEY)
    throw new Error('DATA_ENCRYPTION_KEY must be set in production');
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32)
    throw new Error('JWT_SECRET must hold at least 32 characters');
  // WEB_DIST_DIR lets parallel browser runs build and serve their own copy of the web app.
  const webDist = path.resolve(env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
  const role = env.ROLE || 'all';
  if (role !== 'api' && role !== 'worker' && role !== 'all')
    throw new Error(`ROLE must be api, worker or all, got ${env.ROLE}`);
  return {
    env: nodeEnv,
    role,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.join(varDir, 'uploads'),
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : devSecret(varDir),
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY
      ? parseEncryptionKey(env.DATA_ENCRYPTION_KEY)
      : devEncryptionKey(varDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Paiements <no-reply@localhost>',
    webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    secureCookies: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    idempotencyLeaseSeconds: positiveNumber(env.IDEMPOTENCY_LEASE_SECONDS, 10, 'IDEMPOTENCY_LEASE_SECONDS'),
    allowPrivateWebhookTargets: allowPrivateWebhookTargets(env),
    rateLimits: {
      windowSeconds: positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60),
      apiKey: positiveInteger(env, 'RATE_LIMIT_API_KEY_MAX', 60_000),
      publicCheckout: positiveInteger(env, 'RATE_LIMIT_PUBLIC_MAX', 3_000),
      // As many as the merchant API accepts: an operator calls back from a few addresses
      // (why and the figures: docs/security.md, "Rate limits").
      operatorCallbacks: positiveInteger(env, 'RATE_LIMIT_CALLBACKS_MAX', 60_000),
    },
  };
}

/**
 * WEBHOOK_ALLOW_PRIVATE_TARGETS=true lets webhooks reach loopback and private addresses, in live
 * and in the sandbox, for local testing only: refused at start in production.
 */
export function allowPrivateWebhookTargets(env: NodeJS.ProcessEnv = process.env): boolean {
  const allowed = env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true';
  if (allowed && env.NODE_ENV === 'production')
    throw new Error('WEBHOOK_ALLOW_PRIVATE_TARGETS must not be set in production');
  return allowed;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0: ${raw}`);
  return value;
}
