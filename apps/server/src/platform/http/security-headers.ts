import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's options. `upgrade-insecure-requests` only when the public address is https: sent over
 * plain http (the app opened by a LAN address), it makes the browser fetch every script over https
 * from a server that has none, and the page stays blank.
 */
export function securityHeaders(options: { https: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:', 'https:'],
        'upgrade-insecure-requests': options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet would set, worked out once: none of ours depends on the request. */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Every answer carries the security headers. @fastify/helmet rebuilt helmet and parsed the CSP on
 * every request (a few per cent of a list call's CPU); the values never change, so they are set as
 * they are. A route may still replace one (the payment sandbox's form-action).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = securityHeaderValues(securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
