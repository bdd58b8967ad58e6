import { z } from 'zod';

/** Same development default as the main server's, so its demo admin's tokens are accepted out of the box. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789';

const environment = z.object({
  CMS_PORT: z.coerce.number().int().min(0).max(65535).default(1337),
  CMS_HOST: z.string().default('0.0.0.0'),
  /** The content service's own database; by default the main server's, in the schema `cms`. */
  CMS_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  CMS_DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** The main server's access-token secret: its ADMIN tokens are editor tokens here. */
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  CMS_SEED: z.enum(['true', 'false']).default('true'),
  /** How many answers each process keeps in memory at most. */
  CMS_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
  /** How many bytes of rendered entries each process keeps at most (src/kept.ts); 0 renders every entry of every read. */
  CMS_KEPT_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  LOG_LEVEL: z.string().default('info'),
});

export interface CmsConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string;
  seed: boolean;
  cacheEntries: number;
  keptBytes: number;
  logLevel: string;
}

export function parseCmsConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  const e = environment.parse(env);
  return {
    port: e.CMS_PORT,
    host: e.CMS_HOST,
    databaseUrl: e.CMS_DATABASE_URL ?? e.DATABASE_URL,
    databasePoolSize: e.CMS_DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    seed: e.CMS_SEED === 'true',
    cacheEntries: e.CMS_CACHE_ENTRIES,
    keptBytes: e.CMS_KEPT_BYTES,
    logLevel: e.LOG_LEVEL,
  };
}
