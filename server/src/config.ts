// Server configuration from the environment and the command line, read once at start.
import { appDataDir, embeddedDatabaseDir } from '../../common/embedded/dataFolders';
import { homedir, platform } from 'node:os';
import type { DatabaseTarget } from './db/database';
import { readApiLimits, type ApiLimits } from './limits/apiLimits';
import { TrustedProxies } from './auth/clientAddress';

export interface ServerConfig {
  host: string;
  /** 0 = any free port. */
  port: number;
  /** `--ipc`: serve the process that started this one over its message channel, open no port. */
  ipc: boolean;
  database: DatabaseTarget;
  tokenTtlDays: number;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** First-start super-admin, when both are set. */
  admin: { email: string; password: string } | null;
  /** `--create-admin`: prompt for an admin and exit. */
  createAdmin: boolean;
  /** BACKOFFICE_GRAPHQL_INTROSPECTION=1: serve the schema to introspection queries. */
  introspection: boolean;
  /** What one request, document or user may use (limits/apiLimits.ts, BACKOFFICE_LIMIT_*). */
  limits: ApiLimits;
  /** BACKOFFICE_TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For names the client. */
  trustedProxies: TrustedProxies;
}

export const DEFAULT_PORT = 4000;
export const DEFAULT_TOKEN_TTL_DAYS = 30;
export const DEFAULT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/**
 * The embedded server's PGlite folder of the desktop app (`<app data>/server`), so the server's
 * tools and the app share one database by default. BACKOFFICE_APP_DATA_DIR names the app data
 * folder as the app's BACKOFFICE_DATA_DIR does (here BACKOFFICE_DATA_DIR is the PGlite folder).
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  os: string = platform(),
  home = homedir(),
): string {
  const appData = appDataDir({
    env: { ...env, BACKOFFICE_DATA_DIR: env.BACKOFFICE_APP_DATA_DIR },
    platform: os,
    home,
  });
  return embeddedDatabaseDir(appData, os);
}

export class ConfigError extends Error {}

function positiveNumber(
  name: string,
  raw: string | undefined,
  fallback: number,
  allowZero = false,
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new ConfigError(`${name} invalide : « ${raw} »`);
  }
  return value;
}

export function readConfig(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  let portArg: string | undefined;
  let createAdmin = false;
  let ipc = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port') portArg = argv[++i];
    else if (arg?.startsWith('--port=')) portArg = arg.slice('--port='.length);
    else if (arg === '--create-admin') createAdmin = true;
    else if (arg === '--ipc') ipc = true;
    else throw new ConfigError(`Option inconnue : ${arg ?? ''}`);
  }
  const port = positiveNumber('PORT', portArg ?? env.PORT, DEFAULT_PORT, true);
  if (!Number.isInteger(port) || port > 65535)
    throw new ConfigError(`PORT invalide : « ${String(port)} »`);
  const databaseUrl = env.DATABASE_URL?.trim();
  const adminEmail = env.BACKOFFICE_ADMIN_EMAIL?.trim();
  const adminPassword = env.BACKOFFICE_ADMIN_PASSWORD;
  let limits: ApiLimits;
  try {
    limits = readApiLimits(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  let trustedProxies: TrustedProxies;
  try {
    trustedProxies = TrustedProxies.parse(env.BACKOFFICE_TRUSTED_PROXIES);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    limits,
    trustedProxies,
    host: '127.0.0.1',
    port,
    ipc,
    database: databaseUrl
      ? {
          kind: 'postgres',
          url: databaseUrl,
          statementTimeoutMs: limits.requestTimeoutMs,
          connectionsPerUser: limits.connectionsPerUser,
        }
      : {
          kind: 'pglite',
          dataDir: env.BACKOFFICE_DATA_DIR?.trim() || defaultDataDir(env),
          template: env.BACKOFFICE_DB_TEMPLATE?.trim() || undefined,
        },
    tokenTtlDays: positiveNumber(
      'BACKOFFICE_TOKEN_TTL_DAYS',
      env.BACKOFFICE_TOKEN_TTL_DAYS,
      DEFAULT_TOKEN_TTL_DAYS,
    ),
    bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    createAdmin,
    introspection: env.BACKOFFICE_GRAPHQL_INTROSPECTION?.trim() === '1',
  };
}
