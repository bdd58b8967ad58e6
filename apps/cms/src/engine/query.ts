import { CMS_DEFAULT_LOCALE, CMS_LOCALES, type CmsContentType, type CmsFields } from '@market/contract';
import { invalid } from '../errors.js';
import { columnOf } from './sql.js';

/** Strapi v4's limits (config `api.rest`): 25 entries a page by default, 100 at most. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type Pagination =
  { kind: 'page'; page: number; pageSize: number; withCount: boolean } | { kind: 'offset'; start: number; limit: number; withCount: boolean };

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

/** What to answer of linked entries (relations, media, components), field by field. */
export interface PopulateNode {
  fields: string[] | null;
  populate: Map<string, PopulateNode>;
  filters?: unknown;
  sort?: SortKey[];
}

function list(value: unknown, path: string): string[] {
  if (value === undefined || value === '') return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value) || (value && typeof value === 'object')) {
    return Object.values(value as object).flatMap((v) => list(v, path));
  }
  throw invalid(`Tham số không hợp lệ: ${path}`, [path]);
}

export function parseSort(type: CmsContentType, value: unknown): SortKey[] {
  const keys: SortKey[] = [];
  for (const item of list(value, 'sort')) {
    const [field = '', rawDirection = 'asc'] = item.split(':');
    const direction = rawDirection.toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') throw invalid(`Chiều sắp xếp không hợp lệ: ${item}`, ['sort']);
    if (!columnOf(type, 'e', field)) throw invalid(`Trường sắp xếp không hợp lệ: ${field}`, ['sort']);
    keys.push({ field, direction });
  }
  return keys;
}

function integer(value: unknown, name: string, min: number): number {
  const text = String(value);
  const number = Number(text);
  if (!/^-?\d+$/.test(text) || number < min) throw invalid(`Tham số phân trang không hợp lệ: ${name}`, ['pagination', name]);
  return number;
}

export function parsePagination(value: unknown): Pagination {
  const p = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (value !== undefined && (typeof value !== 'object' || Array.isArray(value))) throw invalid('Tham số phân trang không hợp lệ', ['pagination']);
  const withCount = p.withCount === undefined ? true : !['false', '0', false].includes(p.withCount as string);
  const paged = p.page !== undefined || p.pageSize !== undefined;
  const offset = p.start !== undefined || p.limit !== undefined;
  if (paged && offset) throw invalid('Không thể dùng cùng lúc page/pageSize và start/limit', ['pagination']);
  if (offset) {
    const start = p.start === undefined ? 0 : integer(p.start, 'start', 0);
    // Strapi reads limit=-1 as "as many as allowed".
    const asked = p.limit === undefined ? DEFAULT_PAGE_SIZE : integer(p.limit, 'limit', -1);
    const limit = asked === -1 || asked > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : Math.max(asked, 1);
    return { kind: 'offset', start, limit, withCount };
  }
  const page = p.page === undefined ? 1 : integer(p.page, 'page', 1);
  const pageSize = p.pageSize === undefined ? DEFAULT_PAGE_SIZE : Math.min(Math.max(integer(p.pageSize, 'pageSize', 0), 1), MAX_PAGE_SIZE);
  return { kind: 'page', page, pageSize, withCount };
}

export function parseFields(fieldsOf: CmsFields, type: CmsContentType | null, value: unknown, path = 'fields'): string[] | null {
  if (value === undefined) return null;
  const names = list(value, path);
  for (const name of names) {
    const field = fieldsOf[name];
    const scalar = field && field.type !== 'relation' && field.type !== 'media' && field.type !== 'component' && !field.private;
    const system = type ? columnOf(type, 'e', name) !== null : false;
    if (!scalar && !system && name !== 'id') throw invalid(`Trường không hợp lệ: ${name}`, [path]);
  }
  return names.filter((n) => n !== 'id');
}

export function parsePublicationState(value: unknown): 'live' | 'preview' {
  if (value === undefined || value === 'live') return 'live';
  if (value === 'preview') return 'preview';
  throw invalid('publicationState phải là live hoặc preview', ['publicationState']);
}

/** The locale asked for: `all`, one of the declared locales, or the default one when absent. */
export function parseLocale(type: CmsContentType, value: unknown): string | null {
  if (!type.localized) return null;
  if (value === undefined || value === '') return CMS_DEFAULT_LOCALE;
  if (value === 'all') return 'all';
  if (typeof value === 'string' && (CMS_LOCALES as readonly string[]).includes(value)) return value;
  throw invalid(`Ngôn ngữ không hợp lệ: ${String(value)}`, ['locale']);
}

/** Where a populated field leads: a declared type (relations), the media library, or a component's fields. */
export type PopulateTarget = { kind: 'type'; type: CmsContentType } | { kind: 'media' } | { kind: 'component'; fields: CmsFields };

export function populateTarget(fields: CmsFields, name: string, typeOf: (singular: string) => CmsContentType): PopulateTarget | null {
  const field = fields[name];
  if (!field || field.private) return null;
  if (field.type === 'relation') return { kind: 'type', type: typeOf(field.target) };
  if (field.type === 'media') return { kind: 'media' };
  if (field.type === 'component') return { kind: 'component', fields: field.fields };
  return null;
}

const MEDIA_FIELDS: CmsFields = {};

/**
 * `populate` in any of Strapi's forms: `*`, a comma list or array (dotted paths allowed), or an
 * object naming each field with `true`, `*` or `{ populate, fields, filters, sort }`.
 */
export function parsePopulate(
  fields: CmsFields,
  value: unknown,
  typeOf: (singular: string) => CmsContentType,
  path = 'populate',
  depth = 0,
): Map<string, PopulateNode> {
  const result = new Map<string, PopulateNode>();
  if (value === undefined || value === '' || value === false || value === 'false') return result;
  if (depth > 5) throw invalid('populate lồng quá sâu', [path]);
  const targetFields = (name: string) => {
    const target = populateTarget(fields, name, typeOf);
    if (!target) throw invalid(`Trường populate không hợp lệ: ${name}`, [path]);
    return target.kind === 'type' ? target.type.attributes : target.kind === 'component' ? target.fields : MEDIA_FIELDS;
  };
  const add = (name: string, node: PopulateNode) => result.set(name, node);
  if (value === '*' || value === true || value === 'true') {
    for (const name of Object.keys(fields)) {
      if (populateTarget(fields, name, typeOf)) add(name, { fields: null, populate: new Map() });
    }
    return result;
  }
  if (Array.isArray(value)) {
    // `populate[a][populate]=b&populate=c` reaches us (through qs) as `[{ a: {...} }, 'c']`.
    for (const item of value) {
      for (const [name, node] of parsePopulate(fields, item, typeOf, path, depth)) result.set(name, node);
    }
    return result;
  }
  if (typeof value === 'string') {
    for (const item of list(value, path)) {
      if (item === '*') {
        for (const [name, node] of parsePopulate(fields, '*', typeOf, path, depth)) if (!result.has(name)) add(name, node);
        continue;
      }
      const [head = '', ...rest] = item.split('.');
      const nested = targetFields(head);
      const node = result.get(head) ?? { fields: null, populate: new Map() };
      if (rest.length) for (const [n, child] of parsePopulate(nested, rest.join('.'), typeOf, path, depth + 1)) node.populate.set(n, child);
      add(head, node);
    }
    return result;
  }
  if (typeof value !== 'object' || value === null) throw invalid('populate không hợp lệ', [path]);
  for (const [name, spec] of Object.entries(value as Record<string, unknown>)) {
    const nested = targetFields(name);
    const target = populateTarget(fields, name, typeOf);
    if (spec === true || spec === 'true' || spec === '*') {
      add(name, { fields: null, populate: new Map() });
      continue;
    }
    if (spec === false || spec === 'false') continue;
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw invalid(`populate không hợp lệ: ${name}`, [path, name]);
    const options = spec as Record<string, unknown>;
    const node: PopulateNode = {
      fields: target?.kind === 'type' ? parseFields(nested, target.type, options.fields, `${path}.${name}.fields`) : null,
      populate: parsePopulate(nested, options.populate, typeOf, `${path}.${name}.populate`, depth + 1),
    };
    if (target?.kind === 'type') {
      node.filters = options.filters;
      if (options.sort !== undefined) node.sort = parseSort(target.type, options.sort);
    }
    add(name, node);
  }
  return result;
}
