import { fieldLabel, type FieldError } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const NUL = '\u0000';
/** Enough to tell the client what to fix without echoing a hostile body back. */
const MAX_REPORTED = 20;

/**
 * The paths (`items.0.name`) of every string or key holding a NUL character. PostgreSQL refuses
 * NUL in text, so such input must be refused before any query. Walks iteratively: a deeply nested
 * JSON body must not overflow the stack.
 */
export function nulPaths(value: unknown, limit = MAX_REPORTED): string[][] {
  // Paths are linked to their parent and spelled out only when something is found: copying them at
  // every level would cost the square of the depth.
  type Step = { key: string; parent: Step | null } | null;
  const spell = (step: Step): string[] => {
    const keys: string[] = [];
    for (let s = step; s; s = s.parent) keys.push(s.key);
    return keys.reverse();
  };
  const found: string[][] = [];
  const stack: { value: unknown; at: Step }[] = [{ value, at: null }];
  while (stack.length && found.length < limit) {
    const { value: current, at } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) found.push(spell(at));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], at: { key: String(i), parent: at } });
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (key.includes(NUL)) found.push(spell(at));
        else stack.push({ value: child, at: { key, parent: at } });
      }
    }
  }
  return found.slice(0, limit);
}

/**
 * Parsed JSON, query strings and params are plain objects. Anything else (a raw upload's stream, a
 * Buffer) is not the client's fields, and walking a stream's object graph would never end.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Query strings and params come as objects whose prototype has no prototype (no Object methods).
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

function nulFieldError(path: string[], location: string): FieldError {
  const field = path.join('.') || location;
  return { field, code: 'INVALID_INPUT_PARAMS', message: `Giá trị ${fieldLabel(field)} chứa ký tự không hợp lệ.` };
}

/**
 * One rule for every route: a NUL character in the path, the query string or a JSON body answers
 * 400 INVALID_INPUT_PARAMS. Runs after the access check (anonymous callers of protected routes
 * learn nothing) and after body decryption, on the decoded values, so `%00` is caught too.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const details = [
      // An unknown route's only parameter is its whole path (`*`), which is no field of the client's.
      ...(request.is404 ? [] : nulPaths(request.params).map((p) => nulFieldError(p, 'params'))),
      ...nulPaths(request.query).map((p) => nulFieldError(p, 'querystring')),
      ...nulPaths(request.body).map((p) => nulFieldError(p, 'body')),
    ];
    // A NUL outside any parsed value (a path segment of an unknown route, say) is refused all the same.
    if (!details.length && (request.url.includes(NUL) || /%00/.test(request.url))) details.push(nulFieldError([], 'url'));
    if (details.length) throw new AppError('INVALID_INPUT_PARAMS', undefined, details.slice(0, MAX_REPORTED));
  });
}
