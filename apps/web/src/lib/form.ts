import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError as FormFieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@market/contract';
import { ApiError } from './api-error';
import { m } from './messages';
import { showApiError } from './show-api-error';

interface IssueLike {
  code?: string;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
}

/**
 * Vietnamese texts for zod issues that the contract's schemas leave without a catalogue code
 * (e.g. `.min(1)` on a title). Schema-level messages (catalogue codes) take precedence.
 */
export const formErrorMap = (issue: IssueLike): string => {
  const v = m.validation;
  const n = Number(issue.minimum ?? issue.maximum ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? v.required : v.invalid;
    case 'too_small':
      if (issue.origin === 'array') return v.tooFew(n);
      return n <= 1 ? v.required : v.tooShort(n);
    case 'too_big':
      return issue.origin === 'array' ? v.tooMany(n) : v.tooLong(n);
    case 'invalid_format':
      if (issue.format?.startsWith('uuid') || issue.format === 'guid') return v.invalidUuid;
      if (issue.format === 'url') return v.invalidUrl;
      if (issue.format === 'date' || issue.format === 'datetime') return v.invalidDate;
      return v.invalid;
    default:
      return v.invalid;
  }
};

/** A form error's text: schema messages are catalogue codes, everything else is already Vietnamese. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return errorMessage(message) ?? message;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Empty text fields are "not given": optional contract fields then stay out of the body. */
export function blanksToUndefined<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[key] = typeof value === 'string' && value.trim() === '' ? undefined : value;
  return out as T;
}

/** The first message in a (possibly nested, e.g. `userIds.2`) error entry. */
function firstMessage(entry: unknown): FormFieldError | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const error = entry as FormFieldError;
  if (typeof error.message === 'string') return error;
  for (const value of Object.values(entry)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * `zodResolver` over a contract schema, tuned for people: blank fields read "please fill this in",
 * catalogue codes become their Vietnamese text, nested errors are reported on their top field.
 * `prepare` turns the form's values into the schema's input (default: blank texts → undefined).
 */
export function contractResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  prepare: (values: TForm) => unknown = (values) => blanksToUndefined(values),
): Resolver<TForm, unknown, z.output<S>> {
  // The contract's schemas are typed for their own input; the form's values are mapped by `prepare`.
  const resolve = zodResolver(schema as never, { error: formErrorMap } as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(prepare(values) as FieldValues, context, options as never);
    const errors = result.errors as Record<string, unknown>;
    if (Object.keys(errors).length === 0) return result as Awaited<ReturnType<Resolver<TForm, unknown, z.output<S>>>>;
    const readable: Record<string, FormFieldError> = {};
    for (const [name, entry] of Object.entries(errors)) {
      const error = firstMessage(entry);
      if (!error) continue;
      const blank = isBlank((values as Record<string, unknown>)[name]);
      readable[name] = { ...error, message: blank ? m.validation.required : fieldErrorText(error.message) };
    }
    return { values: {}, errors: readable as FieldErrors<TForm> };
  };
}

/**
 * Puts a failed call's field errors under the form's fields and toasts the rest (spec 8).
 * `codeFields` sends a whole-call code to one field (e.g. OLD_PASSWORD_INCORRECT → oldPassword).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  codeFields: Partial<Record<string, Path<T>>> = {},
): void {
  if (!(error instanceof ApiError)) return showApiError(error);
  const known = (name: string): name is Path<T> => (fields as readonly string[]).includes(name);
  if (Array.isArray(error.messages)) {
    let focused = false;
    const rest = error.messages.filter((entry) => {
      const field = entry.field?.replace(/^body\./, '').split('.')[0];
      if (!field || !known(field)) return true;
      setError(field, { type: 'server', message: error.fieldErrors[entry.field] ?? entry.code }, { shouldFocus: !focused });
      focused = true;
      return false;
    });
    if (rest.length > 0) showApiError(new ApiError({ status: error.status, code: error.code, message: rest }));
    return;
  }
  const target = codeFields[error.code];
  if (target) {
    setError(target, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  showApiError(error);
}
