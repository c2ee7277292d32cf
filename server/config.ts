import { resolve } from 'node:path';
import { pgPoolMax } from './db/poolSize';
import { PER_IP_PER_HOUR } from './services/account/throttle';
import { parseS3Url, type S3Location } from './services/files/s3Url';

/** Everything the server reads from its environment, resolved once. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the SQLite file and uploads. */
  dataDir: string;
  /** PostgreSQL when set; SQLite in `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this instance keeps at most (PG_POOL_MAX, default 10). */
  pgPoolMax: number;
  /** The built portal served at `/{domain}/apply/`. */
  distDir: string;
  /** `/dev/outbox` and other development pages. */
  devPages: boolean;
  /** A movable clock and its `/dev/clock` route (TEST_CLOCK=1, never in production). */
  testClock: boolean;
  /** Real SMTP delivery of the outbox when set (`smtp://user:pass@host:port`). */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Base address used in links sent by e-mail. */
  publicUrl: string;
  /** Per-user upload quota in bytes. */
  uploadQuotaBytes: number;
  /** Uploaded files in an S3-compatible bucket (S3_URL) instead of the local disk or the PostgreSQL database. */
  s3: S3Location | undefined;
  /** WeChat share credentials; the config call explains when they are missing. */
  weChatAppId: string | undefined;
  weChatSecret: string | undefined;
  /** Session lifetime. */
  sessionTtlMs: number;
  /** A session unused for this long ends (SESSION_IDLE_MINUTES, default 120). */
  sessionIdleMs: number;
  /** How long a signed file link (for <img>, <video>, downloads) stays valid (FILE_LINK_MINUTES, default 15). */
  fileLinkTtlMs: number;
  /** Key of the HMACs codes and links are stored under; generated once and kept in the database when unset. */
  serverSecret: string | undefined;
  /** Codes and activation links one client address may ask for in an hour (many people behind one campus NAT: raise it). */
  codesPerIpHour: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run: clients can forge it). */
  trustProxy: boolean;
  /** Level of the JSON logs (LOG_LEVEL; default info in production, warn otherwise, info with LOG_REQUESTS=1). */
  logLevel: LogLevel;
  /** How long SIGTERM/SIGINT waits for in-flight requests before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted) {
    const found = LOG_LEVELS.find((level) => level === wanted);
    if (!found) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}: ${env.LOG_LEVEL}`);
    return found;
  }
  return env.NODE_ENV === 'production' || env.LOG_REQUESTS === '1' ? 'info' : 'warn';
}

function shutdownTimeoutMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000);
  if (!Number.isFinite(value) || value < 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a number of milliseconds: ${env.SHUTDOWN_TIMEOUT_MS}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgPoolMax: pgPoolMax(env),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    devPages: env.NODE_ENV !== 'production',
    testClock: env.TEST_CLOCK === '1' && env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM ?? 'Admissions portal <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    uploadQuotaBytes: Number(env.UPLOAD_QUOTA_MB ?? 200) * 1024 * 1024,
    s3: parseS3Url(env.S3_URL),
    weChatAppId: env.WECHAT_APP_ID || undefined,
    weChatSecret: env.WECHAT_SECRET || undefined,
    sessionTtlMs: Number(env.SESSION_TTL_HOURS ?? 24 * 7) * 3600 * 1000,
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 120) * 60 * 1000,
    fileLinkTtlMs: Number(env.FILE_LINK_MINUTES ?? 15) * 60 * 1000,
    serverSecret: env.SERVER_SECRET || undefined,
    codesPerIpHour: Number(env.CODES_PER_IP_HOUR ?? PER_IP_PER_HOUR),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: logLevel(env),
    shutdownTimeoutMs: shutdownTimeoutMs(env),
  };
}
