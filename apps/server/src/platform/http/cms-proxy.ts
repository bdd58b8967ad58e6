import type { FastifyInstance } from 'fastify';

/** How long the web's read of editorial content may wait for the content service. */
const TIMEOUT_MS = 3000;
const FORWARDED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'] as const;

/**
 * The web app is served by this server, so its browser reads the content service (apps/cms) through
 * it: `GET /cms/api/*` is passed to `${cmsUrl}/api/*` with the same query. Same origin for the web (no
 * URL to inject at build time, no CORS), reads only (writes go to the service with an editor's token),
 * and a service that is down or slow answers 502/504 quickly, which the web shows as its fallback.
 */
export function registerCmsProxy(app: FastifyInstance, options: { cmsUrl: string; timeoutMs?: number; fetch?: typeof fetch }): void {
  const base = options.cmsUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  app.get('/cms/api/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const target = new URL(`${base}/api${request.url.slice('/cms/api'.length)}`);
    // `..` segments would step out of the service's API (the URL parser resolves them): refused.
    if (!target.pathname.startsWith(`${new URL(base).pathname.replace(/\/$/, '')}/api/`))
      return reply.status(400).send({ data: null, error: { status: 400, name: 'ValidationError', message: 'Đường dẫn không hợp lệ', details: {} } });
    let answer: Response;
    try {
      answer = await doFetch(target, {
        headers: { accept: 'application/json', 'accept-language': request.headers['accept-language'] ?? 'vi' },
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      request.log.warn({ err: error }, 'content service unreachable');
      return reply.status(timedOut ? 504 : 502).send({
        data: null,
        error: { status: timedOut ? 504 : 502, name: 'BadGatewayError', message: 'Dịch vụ nội dung tạm thời không phản hồi', details: {} },
      });
    }
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.status(answer.status).send(Buffer.from(await answer.arrayBuffer()));
  });
}
