import type { CmsContentType, CmsField } from '@market/contract';
import type { FieldErrors } from '../content-types';

/** What every field renderer gets: its declaration, value, where it sits in the form, and its errors. */
export interface FieldProps<F extends CmsField = CmsField, V = unknown> {
  name: string;
  field: F;
  value: V;
  onChange: (value: V) => void;
  /** The field's path in the form (`items.0.title`): the key of its error, and a stable id. */
  path: string;
  errors: FieldErrors;
  /** The declared types, for relations' targets. */
  types: readonly CmsContentType[];
}

export const errorOf = (errors: FieldErrors, path: string): string | undefined => errors[path];
