import { cmsContentTypes, cmsDataSchema, cmsRelationIsToMany, slugify, type CmsContentType, type CmsField, type CmsFields } from '@market/contract';
import { z } from 'zod';
import type { CmsFile } from '../../../lib/cms';

/**
 * What the console derives from the declarations of `@market/contract` (packages/contract/src/cms):
 * the list of types, the form's values from an entry and the Strapi `{ data }` body from the form.
 * No second list: a type declared there is listed and edited here.
 */
export const contentTypes = cmsContentTypes;

export function typeById(id: string | undefined, types: readonly CmsContentType[] = contentTypes): CmsContentType | undefined {
  return types.find((t) => t.singularName === id);
}

export function typeLink(type: CmsContentType): string {
  return `/admin/content/${type.singularName}`;
}

const SEARCHABLE = new Set(['string', 'text', 'email', 'uid']);
/** The fields a search looks in: the short texts. */
export function searchFieldsOf(type: CmsContentType): string[] {
  return Object.entries(type.attributes)
    .filter(([, f]) => SEARCHABLE.has(f.type) && !f.private)
    .map(([name]) => name);
}

/** The field that names an entry in lists and pickers: the first short text. */
export function titleFieldOf(fields: CmsFields): string | undefined {
  return Object.entries(fields).find(([, f]) => f.type === 'string' || f.type === 'uid')?.[0];
}

export function entryTitle(type: CmsContentType, entry: { id: number; attributes: Record<string, unknown> }): string {
  const field = titleFieldOf(type.attributes);
  const value = field ? entry.attributes[field] : undefined;
  return typeof value === 'string' && value.trim() ? value : `#${entry.id}`;
}

export const fieldLabel = (name: string, field: CmsField) => field.label ?? name;

/** The last change first: every list's default order. */
export const DEFAULT_SORT = 'updatedAt:desc';

/** The orders a collection's list offers: the last change, the title (A–Z) and, when declared, its `order` field. */
export function sortOptionsOf(type: CmsContentType, labels: { updated: string; title: string; order: string }): { value: string; label: string }[] {
  const title = titleFieldOf(type.attributes);
  const order = type.attributes.order;
  return [
    { value: DEFAULT_SORT, label: labels.updated },
    ...(order && (order.type === 'integer' || order.type === 'decimal') ? [{ value: 'order:asc', label: labels.order }] : []),
    ...(title ? [{ value: `${title}:asc`, label: labels.title }] : []),
  ];
}

/** `populate` for an editor: every link, and the links inside components (`seo.shareImage`). */
export function populateOf(type: CmsContentType): string {
  const paths = (fields: CmsFields, prefix: string): string[] =>
    Object.entries(fields).flatMap(([name, f]) => {
      if (f.private) return [];
      if (f.type === 'media' || f.type === 'relation') return [`${prefix}${name}`];
      if (f.type === 'component') {
        const inner = paths(f.fields, `${prefix}${name}.`);
        return inner.length ? inner : [`${prefix}${name}`];
      }
      return [];
    });
  return paths(type.attributes, '').join(',');
}

/** A relation's chosen entry, as the picker shows it. */
export interface LinkedEntry {
  id: number;
  label: string;
}

export type FormValues = Record<string, unknown>;

const linked = (value: unknown): { id: number; attributes: Record<string, unknown> }[] => {
  const data = (value as { data?: unknown } | null | undefined)?.data;
  if (!data) return [];
  return (Array.isArray(data) ? data : [data]) as { id: number; attributes: Record<string, unknown> }[];
};

/** One field's form value from the entry's answer (or its default for a new entry). */
function formValue(field: CmsField, value: unknown, types: readonly CmsContentType[]): unknown {
  switch (field.type) {
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? String(value) : field.default !== undefined && value === undefined ? String(field.default) : '';
    case 'boolean':
      return typeof value === 'boolean' ? value : (field.default ?? false);
    case 'datetime':
      return typeof value === 'string' ? toLocalInput(value) : '';
    case 'json':
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    case 'media':
      return linked(value) as CmsFile[];
    case 'relation': {
      const target = typeById(field.target, types);
      return linked(value).map((e) => ({ id: e.id, label: target ? entryTitle(target, e) : `#${e.id}` }));
    }
    case 'component':
      if (field.repeatable) return (Array.isArray(value) ? value : []).map((item) => formValues(field.fields, item as Record<string, unknown>, types));
      return value && typeof value === 'object' ? formValues(field.fields, value as Record<string, unknown>, types) : null;
    default:
      return typeof value === 'string' ? value : value === undefined && 'default' in field && field.default !== undefined ? field.default : '';
  }
}

export function formValues(fields: CmsFields, attributes: Record<string, unknown> | undefined, types: readonly CmsContentType[] = contentTypes): FormValues {
  const values: FormValues = {};
  if (attributes && typeof attributes.id === 'number') values.id = attributes.id;
  for (const [name, field] of Object.entries(fields)) values[name] = formValue(field, attributes?.[name], types);
  return values;
}

const INVALID_JSON = Symbol('invalid JSON');

/** One field's value in the Strapi body; `undefined` leaves it out. */
function dataValue(field: CmsField, value: unknown): unknown {
  switch (field.type) {
    case 'integer':
    case 'decimal': {
      const text = String(value ?? '').trim();
      return text === '' ? null : Number(text.replace(',', '.'));
    }
    case 'boolean':
      return Boolean(value);
    case 'datetime':
      return value ? new Date(String(value)).toISOString() : null;
    case 'json': {
      const text = String(value ?? '').trim();
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return INVALID_JSON; // not JSON: refused by the schema, which says so under the field
      }
    }
    case 'media': {
      const ids = (value as CmsFile[]).map((f) => f.id);
      return field.multiple ? ids : (ids[0] ?? null);
    }
    case 'relation': {
      const ids = (value as LinkedEntry[]).map((e) => e.id);
      return cmsRelationIsToMany(field) ? ids : (ids[0] ?? null);
    }
    case 'component':
      if (field.repeatable) return (value as FormValues[]).map((item) => dataOf(field.fields, item));
      return value ? dataOf(field.fields, value as FormValues) : null;
    default:
      return value === '' ? null : value;
  }
}

export function dataOf(fields: CmsFields, values: FormValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (typeof values.id === 'number') data.id = values.id;
  for (const [name, field] of Object.entries(fields)) data[name] = dataValue(field, values[name]);
  // A slug left empty is proposed from its target field, as the service would derive it.
  for (const [name, field] of Object.entries(fields)) {
    const source = field.type === 'uid' && field.targetField ? data[field.targetField] : undefined;
    if (data[name] === null && typeof source === 'string' && source.trim()) data[name] = slugify(source);
  }
  return data;
}

/** A validation problem under a field: its path in the form (`['items', 0, 'title']`) and message. */
export type FieldErrors = Record<string, string>;
export const errorKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The body of a save, checked with the declaration's zod (as the service checks it): a draft may lack
 * required fields, what is published (or has no drafts) may not.
 */
export function buildData(
  type: CmsContentType,
  values: FormValues,
  publishedAt: string | null | undefined,
): { data: Record<string, unknown> } | { errors: FieldErrors } {
  const data = dataOf(type.attributes, values);
  if (type.draftAndPublish) data.publishedAt = publishedAt ?? null;
  const draft = type.draftAndPublish && !publishedAt;
  const result = cmsDataSchema(type, { partial: draft }).safeParse(data, { error: vietnameseError });
  if (result.success) return { data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[errorKey(issue.path)] ??= issue.message;
  return { errors };
}

const viLocale = z.locales.vi().localeError;
/** The declaration's zod messages in Vietnamese; a missing required value says so plainly. */
const vietnameseError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && (issue.input === null || issue.input === undefined)) return 'Vui lòng nhập trường này';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Phải là một con số';
  return viLocale(issue);
};

/** `2026-01-31T09:30` (the browser's time) for a datetime-local input. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Where a type shows on the public site, when it has a page of its own. */
export const publicPages: Record<string, string> = {
  faq: '/help',
  configration: '/help',
  'membership-landing': '/memberships',
  'member-ship': '/memberships',
  'career-launchpad': '/launchpads',
  'home-academy': '/academy',
};
