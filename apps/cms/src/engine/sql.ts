import type { CmsContentType, CmsField } from '@market/contract';
import { invalid } from '../errors.js';

/** Collects the parameters of one statement and names them `$1`, `$2`… */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** How a field's value is compared in SQL, and the PostgreSQL type its parameters are cast to. */
export type ValueKind = 'text' | 'number' | 'boolean' | 'date' | 'timestamp';
const CAST: Record<ValueKind, string> = { text: 'text', number: 'numeric', boolean: 'boolean', date: 'date', timestamp: 'timestamptz' };

export interface Column {
  sql: string;
  kind: ValueKind;
}

/** Columns every entry has, under Strapi's names. */
const SYSTEM_COLUMNS: Record<string, { column: string; kind: ValueKind }> = {
  id: { column: 'id', kind: 'number' },
  createdAt: { column: 'created_at', kind: 'timestamp' },
  updatedAt: { column: 'updated_at', kind: 'timestamp' },
  publishedAt: { column: 'published_at', kind: 'timestamp' },
  locale: { column: 'locale', kind: 'text' },
};

function scalarKind(field: CmsField): ValueKind | null {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'uid':
    case 'enumeration':
      return 'text';
    case 'integer':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamp';
    default:
      return null;
  }
}

/** The SQL of a scalar attribute (or system column) of the entry aliased `alias`, or null if it is not one. */
export function columnOf(type: CmsContentType, alias: string, name: string): Column | null {
  const system = SYSTEM_COLUMNS[name];
  if (system) {
    if (name === 'publishedAt' && !type.draftAndPublish) return null;
    if (name === 'locale' && !type.localized) return null;
    return { sql: `${alias}.${system.column}`, kind: system.kind };
  }
  const field = type.attributes[name];
  if (!field || field.private) return null;
  const kind = scalarKind(field);
  if (!kind) return null;
  const text = `(${alias}.attributes->>'${name}')`;
  return { sql: kind === 'text' ? text : `${text}::${CAST[kind]}`, kind };
}

/**
 * A query-string value (always a string from qs) as a parameter of the column's type. A value the
 * column cannot hold is the client's mistake, answered 400 rather than a PostgreSQL error.
 */
export function coerce(kind: ValueKind, value: unknown, path: string[]): unknown {
  if (value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw invalid(`Giá trị lọc không hợp lệ: ${path.join('.')}`, path);
  }
  const text = String(value);
  switch (kind) {
    case 'text':
      return text;
    case 'number': {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) throw invalid(`Giá trị phải là số: ${path.join('.')}`, path);
      return number;
    }
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw invalid(`Giá trị phải là true hoặc false: ${path.join('.')}`, path);
    // Normalised here, so PostgreSQL never sees a form JavaScript read but it would refuse.
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) throw invalid(`Ngày không hợp lệ: ${path.join('.')}`, path);
      return text;
    case 'timestamp': {
      const time = Date.parse(text);
      if (Number.isNaN(time)) throw invalid(`Ngày giờ không hợp lệ: ${path.join('.')}`, path);
      return new Date(time).toISOString();
    }
  }
}

export function castParam(params: Params, kind: ValueKind, value: unknown): string {
  return `${params.add(value)}::${CAST[kind]}`;
}

export function castArrayParam(params: Params, kind: ValueKind, values: unknown[]): string {
  return `${params.add(values)}::${CAST[kind]}[]`;
}

/** A LIKE pattern matching the text literally, wrapped by `%` where asked. */
export function likePattern(text: string, before: boolean, after: boolean): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${before ? '%' : ''}${escaped}${after ? '%' : ''}`;
}
