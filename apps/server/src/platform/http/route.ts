import { errorStatus, type ErrorCode } from '@market/contract';
import { z } from 'zod';
import type { Access } from './access.js';

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
  /** Catalogue codes this route may answer besides the ones every route of its access can. */
  errors?: readonly ErrorCode[];
  rateLimit?: { max: number; timeWindow: number };
}

/**
 * Route options from one declaration: who may call it, its input and output schemas, and every
 * error code it may answer, grouped by status so the OpenAPI document lists them.
 */
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
  if (spec.response) response[spec.status ?? 200] = spec.response;
  for (const [status, list] of byStatus) response[status] = ErrorResponse.describe(`Mã lỗi: ${list.join(', ')}`);
  const schema = {
    tags: spec.tags,
    summary: spec.summary,
      description: spec.description,
      // Providers prove themselves by a signature in the request, not by our credentials.
      security: spec.access === 'public' || spec.access === 'provider' ? undefined : ([{ bearerAuth: [] }, { cookieAuth: [] }] as Record<string, string[]>[]),
      params: spec.params as P,
      querystring: spec.querystring as Q,
      body: spec.body as B,
      response: response as Record<200 | 201 | 202 | 204, R extends z.ZodType ? R : z.ZodUnknown>,
  };
  // Absent parts must be absent, not undefined, for Fastify and the OpenAPI transform.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) if (schema[key] === undefined) delete schema[key];
  return {
    config: { access: spec.access, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) },
    schema,
  };
}
