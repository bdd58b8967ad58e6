import { errorStatus, type Call, type CallResult, type ErrorCode } from '@market/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access } from './access.js';
import { fastSerializerCompiler } from './serializer.js';
import { Serialized } from './serialized.js';
import { answerCacheable, answerFromCache, type CacheTag, type Sharing } from './public-cache.js';

const FieldErrorSchema = z.object({ code: z.string(), message: z.string(), field: z.string() });
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.union([z.string(), z.array(FieldErrorSchema)]),
});

interface RouteSpec<P, Q, B, R> {
  access: Access;
  tags: string[];
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  response?: R;
  /** Status of the success answer (200 unless said). */
  status?: 200 | 201 | 202 | 204;
  /** Other statuses whose body is the same answer, e.g. a health check's 503 while degraded. */
  alsoAnswers?: readonly number[];
  /** Catalogue codes this route may answer besides the ones every route of its access can. */
  errors?: readonly ErrorCode[];
  /** Calls allowed per window, per client address, or per signed-in user with `perUser` (then per address for anonymous callers). */
  rateLimit?: { max: number; timeWindow: number; perUser?: boolean };
}

/** The rate-limit plugin's options; the access guard has set `actor` before the route's limit is counted. */
function rateLimitOf(limit: NonNullable<RouteSpec<undefined, undefined, undefined, undefined>['rateLimit']>) {
  const { perUser, ...rest } = limit;
  return perUser ? { ...rest, keyGenerator: (request: FastifyRequest) => (request.actor ? `user:${request.actor.id}` : `ip:${request.ip}`) } : rest;
}

/**
 * Route options from one declaration: who may call it, its input and output schemas, and every
 * error code it may answer, grouped by status so the OpenAPI document lists them.
 */
/** Providers and schedulers prove themselves by a signature in the request (told in the route's description), people by our credentials. */
function securityOf(access: Access): Record<string, string[]>[] | undefined {
  if (access === 'public' || access === 'provider' || access === 'scheduler') return undefined;
  return [{ bearerAuth: [] }, { cookieAuth: [] }];
}

export function route<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, B, R>) {
  const codes = new Set<ErrorCode>(spec.errors ?? []);
  if (spec.params || spec.querystring || spec.body) codes.add('INVALID_INPUT_PARAMS');
  if (!['public', 'provider', 'scheduler'].includes(spec.access)) codes.add('UNAUTHORIZED');
  if (spec.access === 'host' || spec.access === 'admin') codes.add('INSUFFICIENT_PRIVILEGES');
  if (spec.rateLimit) codes.add('TOO_MANY_REQUESTS');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus(code), [...(byStatus.get(errorStatus(code)) ?? []), code]);
  const response: Record<number, z.ZodType> = {};
  if (spec.response) for (const status of [spec.status ?? 200, ...(spec.alsoAnswers ?? [])]) response[status] = spec.response;
  for (const [status, list] of byStatus) response[status] = ErrorResponse.describe(`Mã lỗi: ${list.join(', ')}`);
  const schema = {
    tags: spec.tags,
    summary: spec.summary,
    description: spec.description,
    security: securityOf(spec.access),
    params: spec.params as P,
    querystring: spec.querystring as Q,
    body: spec.body as B,
    response: response as Record<200 | 201 | 202 | 204, R extends z.ZodType ? R : z.ZodUnknown>,
  };
  // Absent parts must be absent, not undefined, for Fastify and the OpenAPI transform.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) if (schema[key] === undefined) delete schema[key];
  return {
    config: { access: spec.access, ...(spec.rateLimit ? { rateLimit: rateLimitOf(spec.rateLimit) } : {}) },
    schema,
  };
}

/** What the server adds to a call's declaration: its documentation, its error codes, its rate limit. */
export type ServeSpec = Pick<
  RouteSpec<undefined, undefined, undefined, undefined>,
  'tags' | 'summary' | 'description' | 'errors' | 'rateLimit' | 'alsoAnswers'
>;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a call's handler sees: params, query and body already parsed by the call's schemas. */
export type CallRequest<C extends Call> = FastifyRequest<{ Params: Parsed<C['params']>; Querystring: Parsed<C['query']>; Body: Parsed<C['body']> }>;

type Answer<C extends Call> = CallResult<C> | Serialized<CallResult<C>>;

/** A call's handler: one service call, returning the answer (or sending a file through `reply`). */
export type CallHandler<C extends Call> = (request: CallRequest<C>, reply: FastifyReply) => Promise<Answer<C>> | Answer<C>;

/** Cache tags of a call: fixed names, or names read from its request and answer (cache-tags.ts). */
export type CallTags<C extends Call> = readonly (CacheTag | ((request: CallRequest<C>, answer: CallResult<C>) => CacheTag | readonly CacheTag[]))[];

/** How a call takes part in the public cache (platform/http/public-cache.ts). */
export interface CacheSpec<C extends Call> {
  /**
   * A public GET whose anonymous answers are shared: the tags it is read from, how long it may live
   * unannounced, and which signed-in callers share them too (see Sharing).
   */
  cache?: { tags: CallTags<C>; ttlSeconds: number } & Sharing;
  /** A write: the tags whose cached answers it changes, dropped once it has succeeded. */
  invalidates?: CallTags<C>;
}

function tagsOf<C extends Call>(tags: CallTags<C>, request: CallRequest<C>, answer: Answer<C>): CacheTag[] {
  return tags.flatMap((tag) => {
    if (typeof tag !== 'function') return tag;
    // A tag read from the answer needs the answer itself: a call answering Serialized names fixed tags only.
    if (answer instanceof Serialized) throw new Error('a pre-serialised answer cannot give cache tags read from it');
    return tag(request, answer);
  });
}

/**
 * Serves a call declared in the contract, on its path and each of its aliases: the declaration gives
 * method, path, access, schemas and success status; `spec` adds the documentation and error codes.
 */
export function serve<C extends Call>(app: FastifyInstance, call: C, spec: ServeSpec & CacheSpec<C>, handler: CallHandler<C>): void {
  const { cache, invalidates, ...docs } = spec;
  const options = route({
    ...docs,
    access: call.access,
    params: call.params,
    querystring: call.query,
    body: call.body,
    response: call.response,
    status: call.status,
  });
  const status = call.status ?? 200;
  for (const url of [call.path, ...(call.aliases ?? [])]) {
    app.route({
      method: call.method,
      url,
      ...options,
      // The access guard need not know who asks for an answer that is the same for everyone.
      config: { ...options.config, sameForEveryone: cache?.sameForEveryone },
      serializerCompiler: fastSerializerCompiler,
      ...(cache ? { onRequest: (request: FastifyRequest, reply: FastifyReply) => answerFromCache(request, reply, cache) } : {}),
      handler: async (request, reply) => {
        reply.status(status);
        const req = request as unknown as CallRequest<C>;
        if (cache) {
          return answerCacheable(
            request,
            reply,
            cache.ttlSeconds,
            async () => {
              const answer = await handler(req, reply);
              if (answer instanceof Serialized) return { body: answer.json, hash: answer.hash, tags: tagsOf(cache.tags, req, answer) };
              return { body: reply.serialize(answer) as string, tags: tagsOf(cache.tags, req, answer) };
            },
            cache,
          );
        }
        const answer = await handler(req, reply);
        if (invalidates) request.server.publicCache?.invalidate(tagsOf(invalidates, req, answer));
        // A handler that sent a file, a stream or a redirect itself returns the reply (or has ended it).
        if (answer === reply || reply.sent) return reply;
        if (answer instanceof Serialized) return reply.type('application/json; charset=utf-8').send(answer.json);
        return status === 204 ? reply.send() : answer;
      },
    });
  }
}
