import { describe, expect, it } from 'vitest';
import { REDACTED, loggingOptions, type LogSettings } from './logging.js';

const dev: LogSettings = { env: 'development', level: 'info' };
const transportOf = (options: ReturnType<typeof loggingOptions>) => (options.logger as { transport?: { target: string } }).transport?.target;

describe('logging', () => {
  it('prints pretty lines at a development terminal, JSON when piped', () => {
    expect(transportOf(loggingOptions(dev, true))).toBe('pino-pretty');
    expect(transportOf(loggingOptions(dev, false))).toBeUndefined();
  });

  it('prints JSON in production, even at a terminal, unless LOG_FORMAT=pretty', () => {
    expect(transportOf(loggingOptions({ env: 'production', level: 'info' }, true))).toBeUndefined();
    expect(transportOf(loggingOptions({ env: 'production', level: 'info', format: 'pretty' }, false))).toBe('pino-pretty');
    expect(transportOf(loggingOptions({ ...dev, format: 'json' }, true))).toBeUndefined();
  });

  it('drops the info lines per request in development unless LOG_LEVEL is debug or trace, and keeps its errors', () => {
    const controller = loggingOptions(dev, true).logController!;
    const lines: string[] = [];
    const log = { info: (_: unknown, msg: string) => lines.push(`info ${msg}`), error: (_: unknown, msg: string) => lines.push(`error ${msg}`) };
    const request = { log, method: 'GET', url: '/api/v1/health' } as never;
    const reply = { log, elapsedTime: 1 } as never;
    controller.incomingRequest(request, reply);
    controller.requestCompleted(null, request, reply);
    controller.routeNotFound(request, reply);
    controller.requestCompleted(new Error('hỏng'), request, reply);
    expect(lines).toEqual(['error request errored']);

    expect(loggingOptions({ ...dev, level: 'debug' }, true).logController).toBeUndefined();
    expect(loggingOptions({ ...dev, level: 'trace' }, false).logController).toBeUndefined();
    expect(loggingOptions({ env: 'production', level: 'info' }, false).logController).toBeUndefined();
  });

  it('keeps credentials out of every format', () => {
    for (const options of [loggingOptions(dev, true), loggingOptions({ env: 'production', level: 'info' }, false)]) {
      expect((options.logger as { redact: string[] }).redact).toEqual(REDACTED);
    }
    expect(REDACTED).toEqual(expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]']));
  });
});
