import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig, type Config } from '../../src/config.js';

/** The server's configuration in tests: quiet, no OTP wait, auth rate limits out of the way; `env` overrides. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'market-test-data-')),
    OTP_RESEND_SECONDS: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    ...env,
  });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
