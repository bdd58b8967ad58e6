import type { CmsContentType } from '@market/contract';
import { invalid } from '../errors.js';
import { relationJoin, type TypeRegistry } from './registry.js';
import { castArrayParam, castParam, coerce, columnOf, likePattern, type Column, type Params } from './sql.js';

/**
 * Strapi v4's `filters` (already parsed by qs) as a SQL condition over the entry aliased `alias`.
 * Every key is checked against the declaration: an unknown field or operator is a ValidationError.
 * The types reached through relations are added to `tags`, since the answer depends on them.
 */
export interface FilterContext {
  registry: TypeRegistry;
  params: Params;
  tags: Set<string>;
  depth: number;
}

const MAX_DEPTH = 5;

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return [value];
}

export function buildFilters(type: CmsContentType, alias: string, filters: unknown, ctx: FilterContext, path: string[] = ['filters']): string {
  if (filters === undefined || filters === null || filters === '') return 'true';
  if (typeof filters !== 'object' || Array.isArray(filters)) throw invalid(`Bộ lọc không hợp lệ: ${path.join('.')}`, path);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filters as Record<string, unknown>)) {
    const here = [...path, key];
    if (key === '$and' || key === '$or') {
      const children = asArray(value).map((child, i) => `(${buildFilters(type, alias, child, ctx, [...here, String(i)])})`);
      if (children.length) parts.push(`(${children.join(key === '$and' ? ' and ' : ' or ')})`);
    } else if (key === '$not') {
      parts.push(`not (${buildFilters(type, alias, value, ctx, here)})`);
    } else {
      parts.push(fieldCondition(type, alias, key, value, ctx, here));
    }
  }
  return parts.length ? parts.join(' and ') : 'true';
}

function fieldCondition(type: CmsContentType, alias: string, name: string, value: unknown, ctx: FilterContext, path: string[]): string {
  const field = type.attributes[name];
  if (field?.type === 'relation' && !field.private) {
    if (ctx.depth >= MAX_DEPTH) throw invalid(`Bộ lọc lồng quá sâu: ${path.join('.')}`, path);
    const target = ctx.registry.get(field.target);
    ctx.tags.add(target.singularName);
    const depth = ctx.depth + 1;
    const t = `f${depth}_${ctx.params.values.length}`;
    const join = relationJoin(field, name, alias, t, `${t}l`);
    const nested = { ...ctx, depth };
    // `filters[category]=3` or `filters[category][$null]=true` speak of the link itself.
    if (value === null || typeof value !== 'object') {
      return `exists (select 1 from ${join.from} where ${join.where} and ${t}.id = ${castParam(ctx.params, 'number', coerce('number', value, path))})`;
    }
    const ops = value as Record<string, unknown>;
    if ('$null' in ops || '$notNull' in ops) {
      const wantsNull = '$null' in ops ? isTrue(ops.$null, path) : !isTrue(ops.$notNull, path);
      return `${wantsNull ? 'not ' : ''}exists (select 1 from ${join.from} where ${join.where})`;
    }
    const condition = buildFilters(target, t, value, nested, path);
    return `exists (select 1 from ${join.from} where ${join.where} and ${condition})`;
  }
  const column = columnOf(type, alias, name);
  if (!column) throw invalid(`Trường lọc không hợp lệ: ${name}`, path);
  if (value === null || typeof value !== 'object') return operator(column, '$eq', value, ctx, path);
  if (Array.isArray(value)) return operator(column, '$in', value, ctx, path);
  const parts = Object.entries(value as Record<string, unknown>).map(([op, operand]) =>
    op === '$not' ? `not (${operatorsOf(column, operand, ctx, [...path, op])})` : operator(column, op, operand, ctx, [...path, op]),
  );
  return parts.length ? parts.join(' and ') : 'true';
}

function operatorsOf(column: Column, value: unknown, ctx: FilterContext, path: string[]): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return operator(column, '$eq', value, ctx, path);
  return Object.entries(value as Record<string, unknown>)
    .map(([op, operand]) => operator(column, op, operand, ctx, [...path, op]))
    .join(' and ');
}

function isTrue(value: unknown, path: string[]): boolean {
  return coerce('boolean', value === true ? 'true' : value === false ? 'false' : value, path) as boolean;
}

function operator(column: Column, op: string, value: unknown, ctx: FilterContext, path: string[]): string {
  const { params } = ctx;
  const one = () => castParam(params, column.kind, coerce(column.kind, value, path));
  const many = () =>
    castArrayParam(
      params,
      column.kind,
      asArray(value).map((v) => coerce(column.kind, v, path)),
    );
  const text = () => {
    if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`Giá trị lọc không hợp lệ: ${path.join('.')}`, path);
    return String(value);
  };
  const like = (before: boolean, after: boolean, insensitive: boolean, negate = false) =>
    `${negate ? 'not ' : ''}(${column.sql})::text ${insensitive ? 'ilike' : 'like'} ${params.add(likePattern(text(), before, after))}`;
  switch (op) {
    case '$eq':
      return value === null ? `${column.sql} is null` : `${column.sql} = ${one()}`;
    case '$eqi':
      return `lower((${column.sql})::text) = lower(${params.add(text())})`;
    case '$ne':
      return value === null ? `${column.sql} is not null` : `not (${column.sql} = ${one()})`;
    case '$nei':
      return `not (lower((${column.sql})::text) = lower(${params.add(text())}))`;
    case '$lt':
      return `${column.sql} < ${one()}`;
    case '$lte':
      return `${column.sql} <= ${one()}`;
    case '$gt':
      return `${column.sql} > ${one()}`;
    case '$gte':
      return `${column.sql} >= ${one()}`;
    case '$in':
      return `${column.sql} = any(${many()})`;
    case '$notIn':
      return `not (${column.sql} = any(${many()}))`;
    case '$contains':
      return like(true, true, false);
    case '$notContains':
      return like(true, true, false, true);
    case '$containsi':
      return like(true, true, true);
    case '$notContainsi':
      return like(true, true, true, true);
    case '$startsWith':
      return like(false, true, false);
    case '$startsWithi':
      return like(false, true, true);
    case '$endsWith':
      return like(true, false, false);
    case '$endsWithi':
      return like(true, false, true);
    case '$null':
      return isTrue(value, path) ? `${column.sql} is null` : `${column.sql} is not null`;
    case '$notNull':
      return isTrue(value, path) ? `${column.sql} is not null` : `${column.sql} is null`;
    case '$between': {
      const bounds = asArray(value);
      if (bounds.length !== 2) throw invalid(`$between cần đúng hai giá trị: ${path.join('.')}`, path);
      const [low, high] = bounds.map((b) => castParam(params, column.kind, coerce(column.kind, b, path)));
      return `${column.sql} between ${low} and ${high}`;
    }
    default:
      throw invalid(`Toán tử lọc không hợp lệ: ${op}`, path);
  }
}
