import type { CmsContentType, CmsRelationField } from '@market/contract';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { buildFilters } from './filters.js';
import { OWNER, withInline, type InlinePlan } from './inline.js';
import type { Pagination, SortKey } from './query.js';
import type { TypeRegistry } from './registry.js';
import { columnOf, Params } from './sql.js';

/** One row of `cms.entries`: every content type's entries live in this one table. */
export interface EntryRow {
  id: number;
  type: string;
  locale: string;
  attributes: Record<string, unknown>;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FileRow {
  id: number;
  name: string;
  alternative_text: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  formats: unknown;
  hash: string;
  ext: string | null;
  mime: string;
  size: string;
  url: string;
  preview_url: string | null;
  provider: string;
  provider_metadata: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface ListOptions {
  filters: unknown;
  sort: SortKey[];
  locale: string | null;
  live: boolean;
}

export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/**
 * Statements are prepared once per connection (PostgreSQL then skips parsing and planning them on every read), named by
 * their text so that two texts never share a name. Values are always parameters, so texts differ by the shape of a
 * read (its filters' keys and operators, sort, populate), not by what a client looks for.
 */
const names = new Map<string, string>();
/** Texts vary with the fields a client populates: past this many, new ones are sent unprepared. */
const MAX_PREPARED = 500;
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_PREPARED) return { text, values };
    name = `cms_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return { name, text, values };
}

const ENTRY_COLUMNS = 'e.id::int as id, e.type, e.locale, e.attributes, e.published_at, e.created_at, e.updated_at';

function orderBy(type: CmsContentType, alias: string, sort: SortKey[], fallback: string): string {
  const keys = sort.map((k) => `${columnOf(type, alias, k.field)!.sql} ${k.direction} nulls last`);
  return [...keys, fallback].join(', ');
}

/**
 * The one generic repository: reads and writes the entries of any declared type. Conditions come
 * from the declarations (filters.ts checks every key against them), values are always parameters.
 */
export class EntryRepository {
  constructor(
    private readonly db: pg.Pool,
    private readonly registry: TypeRegistry,
  ) {}

  private where(type: CmsContentType, options: ListOptions, params: Params, tags: Set<string>): string {
    const parts = [`e.type = ${params.add(type.singularName)}`];
    if (options.locale && options.locale !== 'all') parts.push(`e.locale = ${params.add(options.locale)}`);
    if (options.live && type.draftAndPublish) parts.push('e.published_at is not null');
    parts.push(buildFilters(type, 'e', options.filters, { registry: this.registry, params, tags, depth: 0 }));
    return parts.join(' and ');
  }

  /** A page of entries; `inline` adds its populated fields to the same statement (engine/inline.ts). */
  async list(
    type: CmsContentType,
    options: ListOptions,
    pagination: Pagination,
    tags: Set<string>,
    inline?: InlinePlan,
  ): Promise<{ rows: EntryRow[]; total: number | null }> {
    return this.page<EntryRow>(type, options, pagination, tags, ENTRY_COLUMNS, (page) =>
      withInline(page, inline, orderBy(type, OWNER, options.sort, `${OWNER}.id asc`)),
    );
  }

  /** The ids of a page of entries, in order (kept entries answer the rest: src/kept.ts). */
  async listIds(type: CmsContentType, options: ListOptions, pagination: Pagination, tags: Set<string>): Promise<{ ids: number[]; total: number | null }> {
    const { rows, total } = await this.page<{ id: number }>(type, options, pagination, tags, 'e.id::int as id', (page) => page);
    return { ids: rows.map((r) => r.id), total };
  }

  private async page<Row extends object>(
    type: CmsContentType,
    options: ListOptions,
    pagination: Pagination,
    tags: Set<string>,
    columns: string,
    wrap: (page: string) => string,
  ): Promise<{ rows: Row[]; total: number | null }> {
    const params = new Params();
    const where = this.where(type, options, params, tags);
    const limit = pagination.kind === 'page' ? pagination.pageSize : pagination.limit;
    const offset = pagination.kind === 'page' ? (pagination.page - 1) * pagination.pageSize : pagination.start;
    const order = orderBy(type, 'e', options.sort, 'e.id asc');
    const limitParam = params.add(limit);
    const offsetParam = params.add(offset);
    let page = `select ${columns}${pagination.withCount ? ', count(*) over ()::int as n__' : ''} from cms.entries e where ${where} order by ${order} limit ${limitParam} offset ${offsetParam}`;
    // The total comes with the page (a window count, computed before the limit): one statement and one scan, not two.
    // A page past the end has no row to carry it: the statement then answers one row of nulls with the total counted
    // apart; PostgreSQL runs that count only for such a page (coalesce asks for it only when the window gave none).
    if (pagination.withCount) {
      const past = `case when ${offsetParam} = 0 then 0 else (select count(*)::int from cms.entries e where ${where}) end`;
      page = `select p.*, coalesce(p.n__, ${past}) as total__ from (select) one left join lateral (${page}) p on true`;
    }
    // Prepared too: filters' values are parameters, so texts differ only by the filters' shape (and `prepared` caps them).
    const { rows } = await this.db.query<Row & { id: number | null; n__?: number; total__?: number }>(prepared(wrap(page), params.values));
    if (!pagination.withCount) return { rows, total: null };
    const total = rows[0]?.total__ ?? 0;
    if (rows.length === 1 && rows[0]!.id === null) return { rows: [], total };
    for (const row of rows) {
      delete row.n__;
      delete row.total__;
    }
    return { rows, total };
  }

  /** Entries of the type by id (those of them the read may see), in id order. */
  async findByIds(type: CmsContentType, ids: number[], live: boolean, inline?: InlinePlan): Promise<EntryRow[]> {
    const published = live && type.draftAndPublish ? ' and e.published_at is not null' : '';
    const text = `select ${ENTRY_COLUMNS} from cms.entries e where e.id = any($1::bigint[]) and e.type = $2${published}`;
    const { rows } = await this.db.query<EntryRow>(prepared(withInline(text, inline, `${OWNER}.id`), [ids, type.singularName]));
    return rows;
  }

  async findById(type: CmsContentType, id: number, live: boolean, db: Queryable = this.db, inline?: InlinePlan): Promise<EntryRow | null> {
    const published = live && type.draftAndPublish ? ' and e.published_at is not null' : '';
    const text = `select ${ENTRY_COLUMNS} from cms.entries e where e.id = $1 and e.type = $2${published}`;
    const { rows } = await db.query<EntryRow>(prepared(withInline(text, inline, `${OWNER}.id`), [id, type.singularName]));
    return rows[0] ?? null;
  }

  async findSingle(type: CmsContentType, locale: string, live: boolean, db: Queryable = this.db, inline?: InlinePlan): Promise<EntryRow | null> {
    const published = live && type.draftAndPublish ? ' and e.published_at is not null' : '';
    const text = `select ${ENTRY_COLUMNS} from cms.entries e where e.type = $1 and e.locale = $2${published} order by e.id limit 1`;
    const { rows } = await db.query<EntryRow>(prepared(withInline(text, inline, `${OWNER}.id`), [type.singularName, locale]));
    return rows[0] ?? null;
  }

  /** Linked entries of a relation field for many owners at once, by owner id, in link or asked order. */
  async linked(
    field: CmsRelationField,
    fieldName: string,
    ownerIds: number[],
    options: { live: boolean; filters?: unknown; sort?: SortKey[] },
    tags: Set<string>,
  ): Promise<Map<number, EntryRow[]>> {
    const target = this.registry.get(field.target);
    const params = new Params();
    const ownerColumn = field.mappedBy ? 'l.target_id' : 'l.entry_id';
    const from = `cms.relations l join cms.entries e on e.id = ${field.mappedBy ? 'l.entry_id' : 'l.target_id'}`;
    const where = [
      `${ownerColumn} = any(${params.add(ownerIds)}::bigint[]) and l.field = ${params.add(field.mappedBy ?? fieldName)}`,
      field.mappedBy ? `e.type = ${params.add(field.target)}` : 'true',
      options.live && target.draftAndPublish ? 'e.published_at is not null' : 'true',
      buildFilters(target, 'e', options.filters, { registry: this.registry, params, tags, depth: 0 }),
    ].join(' and ');
    const order = orderBy(target, 'e', options.sort ?? [], 'l.position asc, e.id asc');
    const text = `select ${ownerColumn}::int as owner, ${ENTRY_COLUMNS} from ${from} where ${where} order by ${order}`;
    // Prepared only when the text is the declaration's alone: a client's nested filters and sorts make texts without end.
    const fixed = options.filters === undefined && !options.sort?.length;
    const { rows } = await this.db.query<EntryRow & { owner: number }>(fixed ? prepared(text, params.values) : { text, values: params.values });
    const byOwner = new Map<number, EntryRow[]>();
    for (const row of rows) {
      const list = byOwner.get(row.owner) ?? [];
      list.push(row);
      byOwner.set(row.owner, list);
    }
    return byOwner;
  }

  async files(ids: number[]): Promise<Map<number, FileRow>> {
    if (!ids.length) return new Map();
    const { rows } = await this.db.query<FileRow>(prepared('select *, id::int as id from cms.files where id = any($1::bigint[])', [ids]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  // --- writes, inside the caller's transaction ----------------------------------------------

  async insert(
    db: pg.PoolClient,
    entry: { type: string; locale: string; attributes: Record<string, unknown>; publishedAt: Date | null; by: string | null },
  ): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `insert into cms.entries (type, locale, attributes, published_at, created_by, updated_by) values ($1, $2, $3, $4, $5, $5) returning id::int as id`,
      [entry.type, entry.locale, entry.attributes, entry.publishedAt, entry.by],
    );
    return rows[0]!.id;
  }

  async updateRow(db: pg.PoolClient, id: number, attributes: Record<string, unknown>, publishedAt: Date | null, by: string | null): Promise<void> {
    await db.query(`update cms.entries set attributes = $2, published_at = $3, updated_at = now(), updated_by = $4 where id = $1`, [
      id,
      attributes,
      publishedAt,
      by,
    ]);
  }

  async deleteRow(db: pg.PoolClient, id: number): Promise<void> {
    await db.query('delete from cms.entries where id = $1', [id]);
  }

  /** Ids of a list that are entries of the type (the rest do not exist or are of another type). */
  async existing(db: Queryable, type: string, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const { rows } = await db.query<{ id: number }>('select id::int as id from cms.entries where type = $1 and id = any($2::bigint[])', [type, ids]);
    return new Set(rows.map((r) => r.id));
  }

  async existingFiles(db: Queryable, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const { rows } = await db.query<{ id: number }>('select id::int as id from cms.files where id = any($1::bigint[])', [ids]);
    return new Set(rows.map((r) => r.id));
  }

  /** Whether another entry of the type (in the same locale) already holds the value. */
  async taken(db: Queryable, type: string, locale: string, field: string, value: unknown, exceptId: number | null): Promise<boolean> {
    const { rows } = await db.query(`select 1 from cms.entries where type = $1 and locale = $2 and attributes->>$3 = $4 and id is distinct from $5 limit 1`, [
      type,
      locale,
      field,
      String(value),
      exceptId,
    ]);
    return rows.length > 0;
  }

  async lockType(db: pg.PoolClient, type: string): Promise<void> {
    await db.query('select pg_advisory_xact_lock(hashtext($1))', [`cms:type:${type}`]);
  }

  async nextComponentId(db: pg.PoolClient): Promise<number> {
    const { rows } = await db.query<{ id: number }>(`select nextval('cms.component_ids')::int as id`);
    return rows[0]!.id;
  }

  /** The current links of an owning field, in order. */
  async links(db: Queryable, entryId: number, field: string): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>('select target_id::int as id from cms.relations where entry_id = $1 and field = $2 order by position', [
      entryId,
      field,
    ]);
    return rows.map((r) => r.id);
  }

  async setLinks(db: pg.PoolClient, entryId: number, field: string, targets: number[]): Promise<void> {
    await db.query('delete from cms.relations where entry_id = $1 and field = $2', [entryId, field]);
    if (!targets.length) return;
    await db.query(
      `insert into cms.relations (entry_id, field, target_id, position)
       select $1, $2, t.id, t.ord from unnest($3::bigint[]) with ordinality as t(id, ord) on conflict do nothing`,
      [entryId, field, targets],
    );
  }

  /** Links written from the inverse side: `owners` point at `target` through `field`. */
  async setInverseLinks(db: pg.PoolClient, ownerType: string, field: string, target: number, owners: number[], ownerSideIsToOne: boolean): Promise<void> {
    await db.query(`delete from cms.relations r using cms.entries o where r.entry_id = o.id and o.type = $1 and r.field = $2 and r.target_id = $3`, [
      ownerType,
      field,
      target,
    ]);
    if (!owners.length) return;
    if (ownerSideIsToOne) await db.query('delete from cms.relations where entry_id = any($1::bigint[]) and field = $2', [owners, field]);
    await db.query(
      `insert into cms.relations (entry_id, field, target_id, position) select o, $2, $3, 0 from unnest($1::bigint[]) as o on conflict do nothing`,
      [owners, field, target],
    );
  }

  /** The locale of each of these entries. */
  async locales(db: Queryable, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const { rows } = await db.query<{ id: number; locale: string }>('select id::int as id, locale from cms.entries where id = any($1::bigint[])', [ids]);
    return new Map(rows.map((r) => [r.id, r.locale]));
  }

  /** Every other entry of a type (a localised single type's entries are the locales of its one document). */
  async othersOfType(db: Queryable, type: string, exceptId: number): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>('select id::int as id from cms.entries where type = $1 and id <> $2 order by id', [type, exceptId]);
    return rows.map((r) => r.id);
  }

  async inverseLinks(db: Queryable, ownerType: string, field: string, target: number): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>(
      `select r.entry_id::int as id from cms.relations r join cms.entries o on o.id = r.entry_id where o.type = $1 and r.field = $2 and r.target_id = $3 order by r.entry_id`,
      [ownerType, field, target],
    );
    return rows.map((r) => r.id);
  }
}
