import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerOrCookie } from './access.js';

/** How long the web's read of editorial content may wait for the content service. */
const TIMEOUT_MS = 3000;
/** An editor's write may carry a file (the service takes 50 MiB by default): it may take longer. */
const WRITE_TIMEOUT_MS = 120_000;
/** The largest body passed on: the service's default file limit and room for the multipart framing. */
const MAX_BODY_BYTES = 51 * 1024 * 1024;
const FORWARDED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'x-cache'] as const;
/** What the media answers add: the service's own protections for uploaded files. */
const MEDIA_HEADERS = ['content-security-policy', 'x-content-type-options'] as const;

export interface CmsProxyOptions {
  cmsUrl: string;
  timeoutMs?: number;
  writeTimeoutMs?: number;
  maxBodyBytes?: number;
  fetch?: typeof fetch;
}

function strapiError(reply: FastifyReply, status: number, name: string, message: string) {
  return reply.status(status).send({ data: null, error: { status, name, message, details: {} } });
}

/** The body as it arrives, cut off (and the request failed) past `limit` bytes. */
function bounded(body: Readable, limit: number): { stream: Readable; drain: () => void } {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(Object.assign(new Error('body too large'), { name: 'PayloadTooLargeError' }));
      else done(null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return {
    stream: body.pipe(counter),
    /** The service answered without reading all of it (a refusal): the rest is read and dropped, so the connection ends well. */
    drain() {
      if (body.readableEnded) return;
      body.unpipe(counter);
      counter.destroy();
      body.resume();
    },
  };
}

/**
 * The web app is served by this server, so its browser reaches the content service (apps/cms) through
 * it: `/cms/api/*` is passed to `${cmsUrl}/api/*` with the same query, and `/cms/uploads/*` (the
 * service's stored files on the disk driver) to `${cmsUrl}/uploads/*`. Same origin for the web (no URL
 * to inject at build time, no CORS). Reads are anyone's; the caller's token (bearer or the session
 * cookie) goes along so that an editor may read drafts and the media library; the service's accounts and
 * roles (`/users…`, `/users-permissions/…`) are read by ADMINs only. Writes (POST, PUT,
 * DELETE, multipart uploads) are an ADMIN's only: refused here first, then the service checks the
 * same token itself, whose Authorization it receives as a bearer. Bodies and answers stream through,
 * a body past `maxBodyBytes` is refused with 413, and a service that is down or slow answers 502/504
 * quickly, which the web shows as its fallback.
 */
export function registerCmsProxy(app: FastifyInstance, options: CmsProxyOptions): void {
  const base = options.cmsUrl.replace(/\/$/, '');
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;

  const pass = async (request: FastifyRequest, reply: FastifyReply, area: 'api' | 'uploads') => {
    const target = new URL(`${base}/${area}${request.url.slice(`/cms/${area}`.length)}`);
    // `..` segments would step out of the service's API (the URL parser resolves them): refused.
    if (!target.pathname.startsWith(`${basePath}/${area}/`)) return strapiError(reply, 400, 'ValidationError', 'Đường dẫn không hợp lệ');
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const declared = Number(request.headers['content-length'] ?? 0);
    if (write && declared > maxBody) return strapiError(reply, 413, 'PayloadTooLargeError', 'Nội dung yêu cầu quá lớn');
    const token = bearerOrCookie(request.headers, request.cookies);
    const headers: Record<string, string> = {
      accept: request.headers.accept ?? 'application/json',
      'accept-language': request.headers['accept-language'] ?? 'vi',
      ...(token && area === 'api' ? { authorization: `Bearer ${token}` } : {}),
      ...(request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : {}),
    };
    const incoming = write && request.body instanceof Readable ? bounded(request.body, maxBody) : undefined;
    const body = incoming?.stream;
    let answer: Response;
    try {
      answer = await doFetch(target, {
        method: request.method,
        headers,
        ...(body ? { body: Readable.toWeb(body) as ReadableStream, duplex: 'half' } : {}),
        signal: AbortSignal.timeout(write ? (options.writeTimeoutMs ?? WRITE_TIMEOUT_MS) : (options.timeoutMs ?? TIMEOUT_MS)),
      } as RequestInit);
    } catch (error) {
      incoming?.drain();
      if (body?.errored?.name === 'PayloadTooLargeError') return strapiError(reply, 413, 'PayloadTooLargeError', 'Nội dung yêu cầu quá lớn');
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      request.log.warn({ err: error }, 'content service unreachable');
      return strapiError(reply, timedOut ? 504 : 502, 'BadGatewayError', 'Dịch vụ nội dung tạm thời không phản hồi');
    }
    // Once the answer is passed on (the service may answer before reading everything), the rest is dropped.
    if (incoming) reply.raw.once('close', incoming.drain);
    for (const name of area === 'uploads' ? [...FORWARDED_HEADERS, ...MEDIA_HEADERS] : FORWARDED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) reply.header(name, value);
    }
    reply.status(answer.status);
    return answer.body ? reply.send(Readable.fromWeb(answer.body as WebReadableStream)) : reply.send();
  };

  app.get('/cms/api/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => pass(request, reply, 'api'));
  app.get('/cms/uploads/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => pass(request, reply, 'uploads'));
  // The service's accounts, roles and grants are the admins' alone, reads included: refused here before the service is asked.
  for (const url of ['/cms/api/users', '/cms/api/users/*', '/cms/api/users-permissions/*']) {
    app.get(url, { config: { access: 'admin' }, schema: { hide: true } }, (request, reply) => pass(request, reply, 'api'));
  }

  // Writes keep their body as a stream (any content type, JSON or multipart), passed on untouched.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const route = { config: { access: 'admin' as const }, schema: { hide: true } };
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      scope.route({ method, url: '/cms/api/*', ...route, handler: (request, reply) => pass(request, reply, 'api') });
    }
  });
}
