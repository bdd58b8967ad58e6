import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: the access column of spec/routes.tsv. */
export type CallAccess = 'public' | 'user' | 'host' | 'admin' | 'provider' | 'scheduler';

/**
 * One call of the API, declared once: the server's route and the web's typed client are both built
 * from it, so a path, an input or an answer cannot drift between them.
 */
export interface Call {
  readonly method: HttpMethod;
  /** The path clients call; `:name` segments are filled from `params`. */
  readonly path: string;
  /** Other paths answering the same call, kept because existing clients call them. */
  readonly aliases?: readonly string[];
  readonly access: CallAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; absent when the answer is a file, a page or a redirect. */
  readonly response?: z.ZodType;
  /** Status of the success answer (200 unless said). */
  readonly status?: 200 | 201 | 202 | 204;
  /** The body is multipart form data carrying a file, not JSON. */
  readonly multipart?: true;
}

/** Declares a call; `const` keeps the method and path literal so clients can tell calls apart. */
export function call<const C extends Call>(declaration: C): C {
  return declaration;
}

type Schema = z.ZodType | undefined;
type In<S extends Schema> = S extends z.ZodType ? z.input<S> : never;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : never;

/** A query value as a URL carries it; keys are checked against the call's query schema. */
export type QueryValue = string | number | boolean | null | undefined;

/** What a client passes to make a call: path params, query and body, each only if the call has one. */
export type CallInput<C extends Call> = (C['params'] extends z.ZodType ? { params: In<C['params']> } : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: { [K in keyof In<C['query']>]?: QueryValue } } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: In<C['body']> } : C['multipart'] extends true ? { body: FormData } : { body?: undefined });

/** What a call answers on success, as the client reads it. */
export type CallOutput<C extends Call> = C['response'] extends z.ZodType ? Out<C['response']> : unknown;

/** What the server's handler returns for a call (before the response schema serialises it). */
export type CallResult<C extends Call> = C['response'] extends z.ZodType ? In<C['response']> : unknown;

/** The path with its `:name` segments filled in (each value URI-encoded). */
export function pathOf(declaration: Pick<Call, 'path'>, params?: Record<string, unknown>): string {
  return declaration.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${declaration.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
