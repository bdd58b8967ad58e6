import { z } from 'zod';

/**
 * The declaration format of the content service: one object per content type, from which the
 * service derives its routes, validation, OpenAPI, cache tags and the admin console its editor form.
 * Shapes follow Strapi v4's schema.json (kind, singularName / pluralName, attributes) so that editors
 * and clients written against Strapi find the same names.
 */

interface CmsFieldBase {
  /** Vietnamese label shown by the editor form. */
  label?: string;
  required?: boolean;
  /** Unique among the entries of the type (per locale when the type is localised). */
  unique?: boolean;
  /** Never answered to the public; still editable. */
  private?: boolean;
}

export interface CmsTextField extends CmsFieldBase {
  type: 'string' | 'text' | 'richtext' | 'email';
  default?: string;
  minLength?: number;
  maxLength?: number;
}
export interface CmsUidField extends CmsFieldBase {
  type: 'uid';
  /** The field a slug is proposed from (the editor fills it in; the service derives it when absent). */
  targetField?: string;
  default?: string;
}
export interface CmsNumberField extends CmsFieldBase {
  type: 'integer' | 'decimal';
  default?: number;
  min?: number;
  max?: number;
}
export interface CmsBooleanField extends CmsFieldBase {
  type: 'boolean';
  default?: boolean;
}
export interface CmsDateField extends CmsFieldBase {
  type: 'date' | 'datetime';
}
export interface CmsEnumerationField extends CmsFieldBase {
  type: 'enumeration';
  values: readonly [string, ...string[]];
  default?: string;
}
export interface CmsJsonField extends CmsFieldBase {
  type: 'json';
}
export interface CmsMediaField extends CmsFieldBase {
  type: 'media';
  multiple: boolean;
  allowedTypes?: readonly ('images' | 'files' | 'videos' | 'audios')[];
}
export type CmsRelationKind = 'oneToOne' | 'oneToMany' | 'manyToOne' | 'manyToMany';
export interface CmsRelationField extends CmsFieldBase {
  type: 'relation';
  relation: CmsRelationKind;
  /** singularName of the declared type pointed at. */
  target: string;
  /** This side is the inverse of the target's field of that name: the links are stored there. */
  mappedBy?: string;
  /** The target's field that mirrors this one (informative; links are stored on this side). */
  inversedBy?: string;
}
export interface CmsComponentField extends CmsFieldBase {
  type: 'component';
  /** Category-qualified name, as Strapi's `shared.seo`. */
  component: string;
  repeatable: boolean;
  fields: CmsFields;
  min?: number;
  max?: number;
}

export type CmsField =
  | CmsTextField
  | CmsUidField
  | CmsNumberField
  | CmsBooleanField
  | CmsDateField
  | CmsEnumerationField
  | CmsJsonField
  | CmsMediaField
  | CmsRelationField
  | CmsComponentField;
export type CmsFieldType = CmsField['type'];
export type CmsFields = Record<string, CmsField>;

export interface CmsContentType {
  kind: 'collectionType' | 'singleType';
  /** API id of one entry (`faq`); a single type's route is `/{singularName}`. */
  singularName: string;
  /** API id of the list (`faqs`); a collection's routes are `/{pluralName}` and `/{pluralName}/{id}`. */
  pluralName: string;
  /** Vietnamese name shown by the admin console. */
  displayName: string;
  description?: string;
  /** Entries are drafts until published; public reads see only published ones. */
  draftAndPublish: boolean;
  /** One entry per locale (`vi` by default, `en`). */
  localized: boolean;
  attributes: CmsFields;
}

export const CMS_LOCALES = ['vi', 'en'] as const;
export const CMS_DEFAULT_LOCALE = 'vi';

/** Identity helper that keeps the literal types of a declaration. */
export function defineCmsContentType<T extends CmsContentType>(declaration: T): T {
  return declaration;
}

/** The path of a type under the API base: `/faqs` or `/configration`. */
export function cmsTypePath(type: CmsContentType): string {
  return type.kind === 'collectionType' ? `/${type.pluralName}` : `/${type.singularName}`;
}

/** Whether a relation points at one entry (answered as `{ data: entry }`) or many (`{ data: [...] }`). */
export function cmsRelationIsToMany(field: CmsRelationField): boolean {
  return field.relation === 'oneToMany' || field.relation === 'manyToMany';
}

// ---------------------------------------------------------------------------------------------
// zod, derived per field

const entryId = z.coerce.number().int().positive();
/** Strapi accepts a linked entry as its id or as `{ id }`. */
const entryRef = z.union([entryId, z.object({ id: entryId }).transform((v) => v.id)]);
const relationChanges = z.object({
  connect: z.array(entryRef).optional(),
  disconnect: z.array(entryRef).optional(),
  set: z.array(entryRef).optional(),
});
export type CmsRelationInput = number | null | number[] | z.infer<typeof relationChanges>;

function textSchema(field: CmsTextField): z.ZodType {
  let schema = field.type === 'email' ? z.email() : z.string();
  if (field.minLength !== undefined) schema = schema.min(field.minLength);
  if (field.maxLength !== undefined) schema = schema.max(field.maxLength);
  else if (field.type === 'string' || field.type === 'email') schema = schema.max(255);
  return schema;
}

function numberSchema(field: CmsNumberField): z.ZodType {
  let schema = field.type === 'integer' ? z.number().int() : z.number();
  if (field.min !== undefined) schema = schema.min(field.min);
  if (field.max !== undefined) schema = schema.max(field.max);
  return schema;
}

/** The schema of one field's value in a request body (before `required` and `null` are applied). */
export function cmsFieldSchema(field: CmsField, options: { partial: boolean }): z.ZodType {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
      return textSchema(field);
    case 'uid':
      return z.string().regex(/^[A-Za-z0-9\-_.~]*$/, 'Chỉ gồm chữ không dấu, số và - _ . ~');
    case 'integer':
    case 'decimal':
      return numberSchema(field);
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.iso.date();
    case 'datetime':
      return z.iso.datetime({ offset: true });
    case 'enumeration':
      return z.enum(field.values);
    case 'json':
      return z.json();
    case 'media':
      return field.multiple ? z.array(entryRef) : entryRef;
    case 'relation':
      return cmsRelationIsToMany(field) ? z.union([z.array(entryRef), relationChanges]) : z.union([entryRef, relationChanges]);
    case 'component': {
      const one = cmsFieldsSchema(field.fields, options).extend({ id: entryId.optional() });
      if (!field.repeatable) return one;
      let many = z.array(one);
      if (field.min !== undefined) many = many.min(field.min);
      if (field.max !== undefined) many = many.max(field.max);
      return many;
    }
  }
}

/**
 * The object schema of a type's fields. `partial` (updates, drafts) lets required fields be absent;
 * otherwise they must be present and not null. Unknown keys are refused, as Strapi does.
 */
export function cmsFieldsSchema(fields: CmsFields, options: { partial: boolean }) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = cmsFieldSchema(field, options);
    shape[name] = field.required && !options.partial ? value : value.nullable().optional();
  }
  return z.strictObject(shape);
}

/** The schema of `body.data` for a create (`partial: false`) or an update / draft (`partial: true`). */
export function cmsDataSchema(type: CmsContentType, options: { partial: boolean }) {
  let schema = cmsFieldsSchema(type.attributes, options);
  if (type.draftAndPublish) schema = schema.extend({ publishedAt: z.iso.datetime({ offset: true }).nullable().optional() });
  if (type.localized) schema = schema.extend({ locale: z.enum(CMS_LOCALES).optional() });
  return schema;
}

/** Names of a type's fields that hold links (relations and media), answered only when populated. */
export function cmsLinkFields(type: CmsContentType): string[] {
  return Object.entries(type.attributes)
    .filter(([, f]) => f.type === 'relation' || f.type === 'media' || f.type === 'component')
    .map(([name]) => name);
}
