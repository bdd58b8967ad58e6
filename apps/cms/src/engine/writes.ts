import {
  CMS_DEFAULT_LOCALE,
  cmsDataSchema,
  cmsRelationIsToMany,
  slugify,
  type CmsContentType,
  type CmsFields,
  type CmsRelationField,
  type CmsRelationInput,
} from '@market/contract';
import type pg from 'pg';
import type { z } from 'zod';
import { invalid, validationError, type CmsValidationIssue } from '../errors.js';
import { applicationError } from '../users-permissions/up.errors.js';
import { LOCALIZATIONS } from './registry.js';
import type { EntryRepository, EntryRow } from './repository.js';

interface WriteOptions {
  /** `locale` of the query string (Strapi takes it from there or from the body). */
  locale: string | null;
  by: string | null;
  /** A new entry that translates this one: it joins its document's locales. */
  translationOf?: number;
}

/** The ids a relation input names (to join their documents' locales). */
function namedIds(input: CmsRelationInput): number[] {
  if (input === null) return [];
  if (typeof input === 'number') return [input];
  if (Array.isArray(input)) return input;
  return [...(input.set ?? []), ...(input.connect ?? [])];
}

function issues(error: z.ZodError): CmsValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: issue.message,
    name: 'ValidationError' as const,
  }));
}

/** `{ data: {...} }`, as every Strapi write wants it. */
export function payload(body: unknown): Record<string, unknown> {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw invalid('Thiếu "data" trong nội dung yêu cầu', ['data']);
  return data as Record<string, unknown>;
}

/** The next list of linked ids, from the current one and what the body says (ids, `{ id }`, or connect / disconnect / set). */
function nextLinks(current: number[], input: CmsRelationInput, toMany: boolean): number[] {
  if (input === null) return [];
  if (typeof input === 'number') return [input];
  if (Array.isArray(input)) return [...new Set(input)];
  let next = input.set ? [...input.set] : [...current];
  if (input.disconnect) next = next.filter((id) => !input.disconnect!.includes(id));
  for (const id of input.connect ?? []) {
    if (!toMany) next = [id];
    else if (!next.includes(id)) next.push(id);
  }
  return toMany ? next : next.slice(-1);
}

/**
 * Creates, updates and deletes entries of any declared type: defaults, derived uids, validation
 * with the declaration's zod schema, uniqueness, links checked to exist, all in one transaction.
 */
export class EntryWriter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly repository: EntryRepository,
  ) {}

  private async transaction<T>(work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
    const db = await this.pool.connect();
    try {
      await db.query('begin');
      const result = await work(db);
      await db.query('commit');
      return result;
    } catch (error) {
      await db.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      db.release();
    }
  }

  async create(type: CmsContentType, body: unknown, options: WriteOptions): Promise<number> {
    const data = { ...payload(body) };
    for (const [name, field] of Object.entries(type.attributes)) {
      if (data[name] === undefined && 'default' in field && field.default !== undefined) data[name] = field.default;
      if (field.type === 'uid' && data[name] === undefined && field.targetField && typeof data[field.targetField] === 'string') {
        data[name] = slugify(data[field.targetField] as string);
      }
    }
    const draft = type.draftAndPublish && data.publishedAt === null;
    const parsed = this.parse(type, data, draft);
    const locale = type.localized ? ((parsed.locale as string | undefined) ?? options.locale ?? CMS_DEFAULT_LOCALE) : CMS_DEFAULT_LOCALE;
    const publishedAt = !type.draftAndPublish ? null : draft ? null : parsed.publishedAt ? new Date(parsed.publishedAt as string) : new Date();
    return this.transaction(async (db) => {
      const attributes = await this.attributes(db, type.attributes, parsed, {});
      await this.checkUnique(db, type, locale, attributes, null);
      const id = await this.repository.insert(db, { type: type.singularName, locale, attributes, publishedAt, by: options.by });
      await this.writeLinks(db, type, id, parsed, true);
      if (type.localized) {
        // A single type has one document: a new locale's entry is a translation of the others.
        const others = type.kind === 'singleType' ? await this.repository.othersOfType(db, type.singularName, id) : [];
        const of = [...others, ...(options.translationOf === undefined ? [] : [options.translationOf])];
        if (of.length) await this.joinTranslations(db, type, id, of);
      }
      return id;
    });
  }

  async update(type: CmsContentType, existing: EntryRow, body: unknown, options: WriteOptions): Promise<void> {
    const parsed = this.parse(type, payload(body), true);
    let publishedAt = existing.published_at;
    if (type.draftAndPublish && parsed.publishedAt !== undefined) {
      publishedAt = parsed.publishedAt === null ? null : new Date(parsed.publishedAt as string);
    }
    await this.transaction(async (db) => {
      const changed = await this.attributes(db, type.attributes, parsed, existing.attributes);
      const attributes = { ...existing.attributes, ...changed };
      // A draft may lack required fields; what is (or stays) published may not.
      if (!type.draftAndPublish || publishedAt) this.checkRequired(type, attributes);
      await this.checkUnique(db, type, existing.locale, attributes, existing.id);
      await this.repository.updateRow(db, existing.id, attributes, type.draftAndPublish ? publishedAt : null, options.by);
      await this.writeLinks(db, type, existing.id, parsed, false);
    });
  }

  async remove(id: number): Promise<void> {
    await this.transaction((db) => this.repository.deleteRow(db, id));
  }

  private parse(type: CmsContentType, data: Record<string, unknown>, partial: boolean): Record<string, unknown> {
    const result = cmsDataSchema(type, { partial }).safeParse(data);
    if (!result.success) throw validationError(issues(result.error));
    return result.data as Record<string, unknown>;
  }

  private checkRequired(type: CmsContentType, attributes: Record<string, unknown>): void {
    const missing = Object.entries(type.attributes)
      .filter(([name, f]) => f.required && f.type !== 'relation' && (attributes[name] === null || attributes[name] === undefined))
      .map(([name]) => ({ path: [name], message: `${name} là bắt buộc`, name: 'ValidationError' as const }));
    if (missing.length) throw validationError(missing);
  }

  /**
   * The stored attributes of the fields given: scalars as they are, media as file ids (checked to
   * exist), components with an id for each item (kept when the item already had it).
   */
  private async attributes(
    db: pg.PoolClient,
    fields: CmsFields,
    parsed: Record<string, unknown>,
    previous: Record<string, unknown>,
    path: (string | number)[] = [],
  ): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(parsed)) {
      const field = fields[name];
      if (!field || field.type === 'relation' || value === undefined) continue;
      if (field.type === 'media' && value !== null) {
        const ids = Array.isArray(value) ? (value as number[]) : [value as number];
        const found = await this.repository.existingFiles(db, ids);
        const missing = ids.find((id) => !found.has(id));
        if (missing !== undefined) throw invalid(`Không tìm thấy tệp có id ${missing}`, [...path, name]);
        out[name] = value;
      } else if (field.type === 'component' && value !== null) {
        const before = previous[name];
        const knownIds = new Set((Array.isArray(before) ? before : before ? [before] : []).map((item: { id?: number }) => item?.id));
        const items = Array.isArray(value) ? value : [value];
        const stored: Record<string, unknown>[] = [];
        for (const [i, item] of (items as Record<string, unknown>[]).entries()) {
          const id = typeof item.id === 'number' && knownIds.has(item.id) ? item.id : await this.repository.nextComponentId(db);
          const previousItem = (Array.isArray(before) ? before : [before]).find((p: { id?: number } | undefined) => p?.id === id) ?? {};
          const inner = await this.attributes(db, field.fields, item, previousItem as Record<string, unknown>, [...path, name, i]);
          stored.push({ id, ...inner });
        }
        out[name] = Array.isArray(value) ? stored : stored[0];
      } else {
        out[name] = value;
      }
    }
    return out;
  }

  private async checkUnique(db: pg.PoolClient, type: CmsContentType, locale: string, attributes: Record<string, unknown>, exceptId: number | null) {
    const unique = Object.entries(type.attributes).filter(([name, f]) => f.unique && attributes[name] !== null && attributes[name] !== undefined);
    if (!unique.length) return;
    await this.repository.lockType(db, type.singularName);
    for (const [name] of unique) {
      if (await this.repository.taken(db, type.singularName, locale, name, attributes[name], exceptId)) {
        throw invalid(`${name} phải là duy nhất`, [name]);
      }
    }
  }

  private async writeLinks(db: pg.PoolClient, type: CmsContentType, id: number, parsed: Record<string, unknown>, created: boolean) {
    for (const [name, field] of Object.entries(type.attributes)) {
      if (field.type !== 'relation' || parsed[name] === undefined) continue;
      const input = parsed[name] as CmsRelationInput;
      if (type.localized && name === LOCALIZATIONS) {
        // As Strapi's i18n: naming other locales' entries joins their document (links are kept both ways).
        await this.joinTranslations(db, type, id, namedIds(input));
        continue;
      }
      const toMany = cmsRelationIsToMany(field);
      const current = created ? [] : await this.currentLinks(db, field, name, id);
      const next = nextLinks(current, input, toMany);
      const found = await this.repository.existing(db, field.target, next);
      const missing = next.find((target) => !found.has(target));
      if (missing !== undefined) throw invalid(`Không tìm thấy ${field.target} có id ${missing}`, [name]);
      if (field.mappedBy) {
        const owning = ownerField(field);
        await this.repository.setInverseLinks(db, field.target, field.mappedBy, id, next, owning);
      } else {
        await this.repository.setLinks(db, id, name, next);
      }
    }
  }

  /**
   * Links the entry to the locales of the documents of `others`, both ways: every entry of a document
   * holds links to all the others. Two entries of one document may not share a locale.
   */
  private async joinTranslations(db: pg.PoolClient, type: CmsContentType, id: number, others: number[]): Promise<void> {
    if (!others.length) return;
    await this.repository.lockType(db, `${type.singularName}:${LOCALIZATIONS}`);
    const found = await this.repository.existing(db, type.singularName, others);
    const missing = others.find((other) => !found.has(other));
    if (missing !== undefined) throw invalid(`Không tìm thấy ${type.singularName} có id ${missing}`, [LOCALIZATIONS]);
    const group = new Set(others);
    for (const other of others) for (const linked of await this.repository.links(db, other, LOCALIZATIONS)) group.add(linked);
    group.delete(id);
    const members = [...group, id];
    const locales = await this.repository.locales(db, members);
    const seen = new Set<string>();
    for (const member of members) {
      const locale = locales.get(member)!;
      if (seen.has(locale)) throw applicationError('Ngôn ngữ này đã có bản dịch', { locale });
      seen.add(locale);
    }
    for (const member of members)
      await this.repository.setLinks(
        db,
        member,
        LOCALIZATIONS,
        members.filter((m) => m !== member),
      );
  }

  private currentLinks(db: pg.PoolClient, field: CmsRelationField, name: string, id: number): Promise<number[]> {
    return field.mappedBy ? this.repository.inverseLinks(db, field.target, field.mappedBy, id) : this.repository.links(db, id, name);
  }
}

/** Whether the owning side of an inverse field holds one link per entry (manyToOne / oneToOne). */
function ownerField(field: CmsRelationField): boolean {
  return field.relation === 'oneToMany' || field.relation === 'oneToOne';
}
