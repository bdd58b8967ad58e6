import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's options. `upgrade-insecure-requests` only when the public address is https: sent over
 * plain http (the app opened by a LAN address), it makes the browser fetch every script over https
 * from a server that has none, and the page stays blank.
 */
export function securityHeaders(options: { https: boolean }): FastifyHelmetOptions {
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
