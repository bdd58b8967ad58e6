import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export interface LogSettings {
  env: 'development' | 'production' | 'test';
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `LOG_FORMAT`; absent: pretty for a person at a development terminal, JSON for everything else. */
  format?: 'json' | 'pretty' | undefined;
}

/** Never written to a log, whatever its format. */
export const REDACTED = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Keeps a request's warnings and errors, drops its `info` lines (received, completed, not found). */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}

/**
 * How the server logs. Production and log collectors get one JSON line per event (and per request).
 * A developer's terminal gets short readable lines, and no info line per request unless LOG_LEVEL
 * asks for debug: they buried the start banner and the warnings that matter.
 */
export function loggingOptions(settings: LogSettings, stdoutIsTty: boolean): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const pretty = (settings.format ?? (settings.env === 'development' && stdoutIsTty ? 'pretty' : 'json')) === 'pretty';
  const verbose = settings.level === 'debug' || settings.level === 'trace';
  return {
    logger: {
      level: settings.level,
      redact: REDACTED,
      ...(pretty
        ? { transport: { target: 'pino-pretty', options: { colorize: stdoutIsTty, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    ...(settings.env === 'development' && !verbose ? { logController: new QuietRequestLog() } : {}),
  };
}
