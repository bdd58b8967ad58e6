import type { CmsContentType } from '@market/contract';
import pg from 'pg';
import type { PopulateNode } from './query.js';
import type { EntryRow, FileRow } from './repository.js';

/**
 * Populated relations and media read in the entries' own statement: one JSON aggregate column per field (the linked
 * entries in link order, or the files a media field names), instead of one statement per field after the entries.
 * A read then costs PostgreSQL one statement, not 1 + one per populated field. Relations whose `populate` node
 * carries its own filters or sort keep their statement (`EntryRepository.linked`), as do component parts' media.
 *
 * Timestamps travel as PostgreSQL's text and are parsed by the driver's own parser, so the answers' dates are the
 * same Date objects, to the millisecond, as the columns read directly.
 */

export interface InlineField {
  name: string;
  kind: 'relation' | 'media';
  /** The target's singular name (relations). */
  target?: string;
  /** The select-list expression, for an owner row under the alias given to `inlinePlan`. */
  sql: string;
}
/** The fields read inline, by field name; the column of each is `inline__<name>`. */
export type InlinePlan = Map<string, InlineField>;

const parseTimestamp = pg.types.getTypeParser(1184) as (text: string) => Date;
/** A declaration's name as an SQL literal (declared names are identifiers; quotes are doubled all the same). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
export const inlineColumn = (name: string) => `"inline__${name.replace(/"/g, '')}"`;

const ENTRY_JSON = (t: string) =>
  `json_build_object('id', ${t}.id, 'locale', ${t}.locale, 'attributes', ${t}.attributes, 'published_at', ${t}.published_at::text, ` +
  `'created_at', ${t}.created_at::text, 'updated_at', ${t}.updated_at::text)`;

/** A file's columns (named one by one: cheaper for PostgreSQL than `to_jsonb` of the row). */
const FILE_JSON =
  `json_build_object('id', f.id, 'name', f.name, 'alternative_text', f.alternative_text, 'caption', f.caption, 'width', f.width, ` +
  `'height', f.height, 'formats', f.formats, 'hash', f.hash, 'ext', f.ext, 'mime', f.mime, 'size', f.size, 'url', f.url, ` +
  `'preview_url', f.preview_url, 'provider', f.provider, 'provider_metadata', f.provider_metadata, ` +
  `'created_at', f.created_at::text, 'updated_at', f.updated_at::text)`;

/** The media ids a field holds (a number or an array of them) as a set of bigints. */
const MEDIA_IDS = (value: string) =>
  `(select x::bigint from jsonb_array_elements_text(case jsonb_typeof(${value}) when 'array' then ${value} when 'number' then jsonb_build_array(${value}) ` +
  `else '[]'::jsonb end) x where x ~ '^[0-9]{1,15}$')`;

/** The alias of the owner rows in the statement the plan's expressions go into (`select o.*, … from (…) o`). */
export const OWNER = 'o';

/**
 * Which of `populate`'s fields can be read inline for owners under the alias `o`, with their expressions. `live`
 * reads see published targets only, as `EntryRepository.linked` does.
 */
export function inlinePlan(type: CmsContentType, populate: Map<string, PopulateNode>, live: boolean, typeOf: (singular: string) => CmsContentType): InlinePlan {
  const alias = OWNER;
  const plan: InlinePlan = new Map();
  for (const [name, node] of populate) {
    const field = type.attributes[name];
    if (field?.type === 'media') {
      const ids = MEDIA_IDS(`${alias}.attributes->${literal(name)}`);
      plan.set(name, { name, kind: 'media', sql: `(select coalesce(json_agg(${FILE_JSON}), '[]'::json) from cms.files f where f.id in ${ids})` });
    } else if (field?.type === 'relation' && node.filters === undefined && !node.sort?.length) {
      const target = typeOf(field.target);
      const published = live && target.draftAndPublish ? ' and t.published_at is not null' : '';
      const join = field.mappedBy
        ? `cms.relations l join cms.entries t on t.id = l.entry_id where l.target_id = ${alias}.id and l.field = ${literal(field.mappedBy)} and t.type = ${literal(field.target)}`
        : `cms.relations l join cms.entries t on t.id = l.target_id where l.entry_id = ${alias}.id and l.field = ${literal(name)}`;
      const sql = `(select coalesce(json_agg(${ENTRY_JSON('t')} order by l.position asc, t.id asc), '[]'::json) from ${join}${published})`;
      plan.set(name, { name, kind: 'relation', target: field.target, sql });
    }
  }
  return plan;
}

/**
 * A statement reading owner rows (`inner`, whose columns are the entries') with the plan's columns beside: the
 * aggregates run on the rows `inner` answers only (after its limit), and `order` keeps their order.
 */
export function withInline(inner: string, plan: InlinePlan | undefined, order: string): string {
  if (!plan?.size) return inner;
  const columns = [...plan.values()].map((f) => `, ${f.sql} as ${inlineColumn(f.name)}`).join('');
  return `select ${OWNER}.*${columns} from (${inner}) ${OWNER} order by ${order}`;
}

interface RawEntry {
  id: number;
  locale: string;
  attributes: Record<string, unknown>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}
type RawFile = Omit<FileRow, 'created_at' | 'updated_at' | 'size'> & { size: number | string; created_at: string; updated_at: string };

/** The value an owner row carries for an inline field. */
export function inlineValue(row: EntryRow, name: string): unknown[] {
  return ((row as unknown as Record<string, unknown>)[`inline__${name}`] as unknown[] | undefined) ?? [];
}

export function inlineEntries(row: EntryRow, name: string, target: string): EntryRow[] {
  return (inlineValue(row, name) as RawEntry[]).map((raw) => ({
    id: raw.id,
    type: target,
    locale: raw.locale,
    attributes: raw.attributes,
    published_at: raw.published_at === null ? null : parseTimestamp(raw.published_at),
    created_at: parseTimestamp(raw.created_at),
    updated_at: parseTimestamp(raw.updated_at),
  }));
}

export function inlineFiles(row: EntryRow, name: string): Map<number, FileRow> {
  return new Map(
    (inlineValue(row, name) as RawFile[]).map((raw) => [
      raw.id,
      { ...raw, size: String(raw.size), created_at: parseTimestamp(raw.created_at), updated_at: parseTimestamp(raw.updated_at) },
    ]),
  );
}
