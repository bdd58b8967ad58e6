import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
 * (e.g. `.min(1)` on a title). Pass as the second argument of `zodResolver`.
 */
export const formParseOptions = {
  error: (issue: IssueLike): string | undefined => {
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
        if (issue.format === 'uuid' || issue.format?.startsWith('uuid')) return v.invalidUuid;
        if (issue.format === 'url') return v.invalidUrl;
        if (issue.format === 'date' || issue.format === 'datetime') return v.invalidDate;
        return v.invalid;
      default:
        return v.invalid;
    }
  },
};

/** A form error's text: schema messages are catalogue codes, server ones are already Vietnamese. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return errorMessage(message) ?? message;
}

/**
 * Puts a failed call's field errors onto the form's fields and toasts the rest (spec 8).
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
    const rest = error.messages.filter((entry) => {
      const field = entry.field?.replace(/^body\./, '');
      if (!field || !known(field)) return true;
      setError(field, { type: 'server', message: error.fieldErrors[entry.field] ?? entry.code });
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
