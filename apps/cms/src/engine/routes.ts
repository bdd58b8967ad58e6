import { cmsTypePath, type CmsContentType } from '@market/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { optionalEditor, requireEditor, type EditorVerifier } from '../auth.js';
import { cacheKey, type AnswerCache } from '../cache.js';
import { forbidden, notFound } from '../errors.js';
import type { Answer, ByteAnswer, ContentService, Query } from './content.service.js';

interface RouteDeps {
  content: ContentService;
  cache: AnswerCache;
  verifiers: EditorVerifier[];
}

const JSON_TYPE = 'application/json; charset=utf-8';

function entryId(request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  // Strapi answers 404 for an id that cannot be one.
  if (!/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

/**
 * The routes of one declared type, generated: five for a collection (list, create, get, update,
 * delete), three for a single type (get, put, delete). Public reads in live state are answered from
 * the cache; drafts (`publicationState=preview`) only to editors, never cached.
 */
export function registerContentType(app: FastifyInstance, type: CmsContentType, deps: RouteDeps): void {
  const { content, cache, verifiers } = deps;
  const path = cmsTypePath(type);

  const read = async (request: FastifyRequest, reply: FastifyReply, load: (query: Query) => Promise<ByteAnswer>) => {
    const query = request.query as Query;
    const preview = content.wantsPreview(query);
    if (preview) {
      if (!(await optionalEditor(request.headers.authorization, verifiers))) throw forbidden();
      const answer = await load(query);
      return reply.header('cache-control', 'no-store').type(JSON_TYPE).send(answer.bytes);
    }
    if (!cache.enabled)
      return reply
        .header('x-cache', 'miss')
        .type(JSON_TYPE)
        .send((await load(query)).bytes);
    const key = cacheKey(request.url, query);
    const hit = cache.get(key);
    if (hit !== undefined) return reply.header('x-cache', 'hit').type(JSON_TYPE).send(hit);
    const before = cache.snapshot();
    const answer = await load(query);
    cache.set(key, answer.bytes, answer.tags, before);
    return reply.header('x-cache', 'miss').type(JSON_TYPE).send(answer.bytes);
  };

  const write = async (
    request: FastifyRequest,
    reply: FastifyReply,
    change: (query: Query, by: string) => Promise<Pick<Answer, 'body'> | { body: unknown }>,
  ) => {
    const editor = await requireEditor(request.headers.authorization, verifiers);
    const answer = await change(request.query as Query, editor.id);
    await cache.invalidate(content.touched(type));
    return reply.type(JSON_TYPE).send(JSON.stringify(answer.body));
  };

  if (type.kind === 'collectionType') {
    app.get(path, (req, reply) => read(req, reply, (q) => content.findBytes(type, q)));
    app.post(path, (req, reply) => write(req, reply, (q, by) => content.create(type, req.body, q, by)));
    app.get(`${path}/:id`, (req, reply) => read(req, reply, (q) => content.findOneBytes(type, entryId(req), q)));
    app.put(`${path}/:id`, (req, reply) => write(req, reply, (q, by) => content.update(type, entryId(req), req.body, q, by)));
    app.delete(`${path}/:id`, (req, reply) => write(req, reply, (q) => content.remove(type, entryId(req), q)));
    if (type.localized) {
      app.post(`${path}/:id/localizations`, (req, reply) => write(req, reply, (q, by) => content.createLocalization(type, entryId(req), req.body, q, by)));
    }
  } else {
    app.get(path, (req, reply) => read(req, reply, (q) => content.findSingleBytes(type, q)));
    app.put(path, (req, reply) => write(req, reply, (q, by) => content.putSingle(type, req.body, q, by)));
    app.delete(path, (req, reply) => write(req, reply, (q) => content.removeSingle(type, q)));
    if (type.localized)
      app.post(`${path}/localizations`, (req, reply) => write(req, reply, (q, by) => content.createLocalization(type, null, req.body, q, by)));
  }
}
