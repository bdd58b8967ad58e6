import type { Call, CallInput, CallOutput } from '@market/contract';

/** Carries the contract's declaration in the type only: no zod schema reaches the browser with it. */
declare const declaration: unique symbol;

/**
 * One call of the API as the web makes it: method, path and access, copied from the contract's
 * declaration by `npm run endpoints -w apps/web` (lib/endpoints.generated.ts). Its input and answer
 * types are the declaration's; the schemas stay on the server and in the forms that load them.
 */
export interface Endpoint<C extends Call = Call> {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly access: C['access'];
  readonly [declaration]?: C;
}

export function endpoint<C extends Call>(method: C['method'], path: C['path'], access: C['access']): Endpoint<C> {
  return { method, path, access };
}

type DeclarationOf<E> = E extends Endpoint<infer C> ? C : never;

/** What a client passes to make the call (path params, query, body), as the contract declares it. */
export type EndpointInput<E extends Endpoint> = CallInput<DeclarationOf<E>>;

/** What the call answers on success. */
export type EndpointOutput<E extends Endpoint> = CallOutput<DeclarationOf<E>>;

/** The path with its `:name` segments filled in (each value URI-encoded). */
export function pathOf(target: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return target.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${target.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
