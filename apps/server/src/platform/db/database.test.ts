import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is restarting, unreachable or out of connections, also when drizzle wraps it', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('53300'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    // The embedded database's Unix socket file is gone while it is down.
    expect(isDatabaseUnavailable(Object.assign(pgError('ENOENT'), { syscall: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query: select 1'), { cause: pgError('57P01') }))).toBe(true);
  });

  it('leaves the errors of a query itself to be answered as such', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('22P02', 'invalid input syntax'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(pgError('ENOENT'), { syscall: 'open' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
