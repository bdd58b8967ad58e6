import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

describe('the environment', () => {
  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default', () => {
      expect(parseConfig({}).trustProxy).toBe(false);
      expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    });

    it('takes true, or a list of proxy addresses and CIDR ranges', () => {
      expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
      expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'loopback']);
    });

    it('takes a hop count: the nearest hops are the proxies', () => {
      const trust = parseConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
      expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    });

    it('refuses to start with something that is not an address', () => {
      expect(() => parseConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(/TRUST_PROXY.*proxy\.internal/);
    });
  });
});

describe('the database pool size', () => {
  it('opens 10 connections per pool unless told otherwise, and refuses what is not a positive count', () => {
    expect(parseConfig({}).databasePoolSize).toBe(10);
    expect(parseConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '-1', 'nhiều', '2.5']) expect(() => parseConfig({ DATABASE_POOL_SIZE: bad })).toThrow();
  });
});

describe('the secrets', () => {
  const real = { JWT_SECRET: 'j'.repeat(40), UPLOAD_SECRET: 'u'.repeat(40), SCHEDULER_WEBHOOK_SECRET: 's'.repeat(40) };
  it('refuses to start in production with the development scheduler secret', () => {
    const { SCHEDULER_WEBHOOK_SECRET: _left, ...others } = real;
    expect(() => parseConfig({ NODE_ENV: 'production', ...others })).toThrow(/SCHEDULER_WEBHOOK_SECRET/);
    expect(parseConfig({ NODE_ENV: 'production', ...real }).schedulerSecret).toBe(real.SCHEDULER_WEBHOOK_SECRET);
  });
});
