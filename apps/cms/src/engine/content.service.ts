import type { CmsContentType } from '@market/contract';
import { CMS_DEFAULT_LOCALE } from '@market/contract';
import { invalid, notFound } from '../errors.js';
import { applicationError } from '../users-permissions/up.errors.js';
import { inlinePlan, type InlinePlan } from './inline.js';
import { listBytes, oneBytes, type KeptReads, type Shape } from './kept-reads.js';
import { parseFields, parseLocale, parsePagination, parsePopulate, parsePublicationState, parseSort, type Pagination } from './query.js';
import { LOCALIZATIONS, type TypeRegistry } from './registry.js';
import type { EntryRepository, EntryRow } from './repository.js';
import type { EntrySerializer, StrapiEntry } from './serialize.js';
import type { EntryWriter } from './writes.js';

/** A read's answer and the content types it shows (its cache tags). */
export interface Answer {
  body: { data: StrapiEntry | StrapiEntry[] | null; meta: Record<string, unknown> };
  tags: Set<string>;
}

export type Query = Record<string, unknown>;

/** A public read's answer as bytes (what the routes send and the answer cache keeps). */
export interface ByteAnswer {
  bytes: Buffer;
  tags: Set<string>;
}

/**
 * What every generated route does, for any declared type, knowing nothing of HTTP: Strapi v4's
 * find / findOne / create / update / delete for collections, and find / createOrUpdate / delete for
 * single types. `live` reads see published entries only; editors may ask for `preview`.
 */
export class ContentService {
  private readonly shapes = new Map<string, { shape: Shape; plan: InlinePlan }>();

  constructor(
    private readonly registry: TypeRegistry,
    private readonly repository: EntryRepository,
    private readonly serializer: EntrySerializer,
    private readonly writer: EntryWriter,
    /** Live reads splice kept entries' bytes (src/kept.ts) while the answer cache hears every write. */
    private readonly kept?: KeptReads,
  ) {}

  /** Whether the query asks for drafts (checked before the read, since only editors may). */
  wantsPreview(query: Query): boolean {
    return parsePublicationState(query.publicationState) === 'preview';
  }

  private shape(type: CmsContentType, query: Query): Shape {
    return {
      fields: parseFields(type.attributes, type, query.fields),
      populate: parsePopulate(type.attributes, query.populate, (singular) => this.registry.get(singular)),
    };
  }

  /**
   * The shape and inline plan of a live read through the kept entries, parsed once per form of `fields` and `populate`
   * (the same objects every time, so the kept entries' key of a shape is worked out once too).
   */
  private keptShape(type: CmsContentType, query: Query): { shape: Shape; plan: InlinePlan } {
    const key = `${type.singularName}|${JSON.stringify(query.fields) ?? ''}|${JSON.stringify(query.populate) ?? ''}`;
    let parsed = this.shapes.get(key);
    if (!parsed) {
      const shape = this.shape(type, query);
      parsed = { shape, plan: this.plan(type, shape, true) };
      if (this.shapes.size >= MAX_SHAPES) this.shapes.clear();
      this.shapes.set(key, parsed);
    }
    return parsed;
  }

  private async one(type: CmsContentType, row: EntryRow, shape: Shape, live: boolean, tags: Set<string>, plan?: InlinePlan): Promise<StrapiEntry> {
    const [entry] = await this.serializer.entries(type, [row], shape.fields, shape.populate, live, tags, plan);
    return entry!;
  }

  /** The populated fields a read's own statement carries (engine/inline.ts). */
  private plan(type: CmsContentType, shape: Shape, live: boolean): InlinePlan {
    return inlinePlan(type, shape.populate, live, (singular) => this.registry.get(singular));
  }

  async find(type: CmsContentType, query: Query): Promise<Answer> {
    const tags = new Set([type.singularName]);
    const live = !this.wantsPreview(query);
    const shape = this.shape(type, query);
    const pagination = parsePagination(query.pagination);
    const options = { filters: query.filters, sort: parseSort(type, query.sort), locale: parseLocale(type, query.locale), live };
    const plan = this.plan(type, shape, live);
    const { rows, total } = await this.repository.list(type, options, pagination, tags, plan);
    const data = await this.serializer.entries(type, rows, shape.fields, shape.populate, live, tags, plan);
    return { body: { data, meta: listMeta(pagination, total) }, tags };
  }

  /**
   * `find` as bytes. A live read with kept entries asks PostgreSQL only for its page's ids (and total) and renders only
   * the entries not kept yet; the bytes are those `find`'s answer encodes to.
   */
  async findBytes(type: CmsContentType, query: Query): Promise<ByteAnswer> {
    const live = !this.wantsPreview(query);
    if (!live || !this.kept?.enabled) return encoded(await this.find(type, query));
    const tags = new Set([type.singularName]);
    const { shape, plan } = this.keptShape(type, query);
    const pagination = parsePagination(query.pagination);
    const options = { filters: query.filters, sort: parseSort(type, query.sort), locale: parseLocale(type, query.locale), live };
    const { ids, total } = await this.repository.listIds(type, options, pagination, tags);
    const entries = await this.kept.entries(type, ids, shape, plan, tags);
    // An entry of the page written away meanwhile: read the page again, whole.
    if (!entries) return encoded(await this.find(type, query));
    return { bytes: listBytes(entries, listMeta(pagination, total)), tags };
  }

  async findOneBytes(type: CmsContentType, id: number, query: Query): Promise<ByteAnswer> {
    const live = !this.wantsPreview(query);
    if (!live || !this.kept?.enabled) return encoded(await this.findOne(type, id, query));
    const tags = new Set([type.singularName]);
    const { shape, plan } = this.keptShape(type, query);
    const entry = await this.kept.one(type, String(id), shape, plan, tags, () => this.repository.findById(type, id, live, undefined, plan));
    if (!entry) throw notFound();
    return { bytes: oneBytes(entry), tags };
  }

  async findSingleBytes(type: CmsContentType, query: Query): Promise<ByteAnswer> {
    const live = !this.wantsPreview(query);
    if (!live || !this.kept?.enabled) return encoded(await this.findSingle(type, query));
    const tags = new Set([type.singularName]);
    const { shape, plan } = this.keptShape(type, query);
    const locale = this.singleLocale(type, query);
    const entry = await this.kept.one(type, `@${locale}`, shape, plan, tags, () => this.repository.findSingle(type, locale, live, undefined, plan));
    if (!entry) throw notFound();
    return { bytes: oneBytes(entry), tags };
  }

  async findOne(type: CmsContentType, id: number, query: Query): Promise<Answer> {
    const tags = new Set([type.singularName]);
    const live = !this.wantsPreview(query);
    const shape = this.shape(type, query);
    const plan = this.plan(type, shape, live);
    const row = await this.repository.findById(type, id, live, undefined, plan);
    if (!row) throw notFound();
    return { body: { data: await this.one(type, row, shape, live, tags, plan), meta: {} }, tags };
  }

  async findSingle(type: CmsContentType, query: Query): Promise<Answer> {
    const tags = new Set([type.singularName]);
    const live = !this.wantsPreview(query);
    const shape = this.shape(type, query);
    const plan = this.plan(type, shape, live);
    const row = await this.repository.findSingle(type, this.singleLocale(type, query), live, undefined, plan);
    if (!row) throw notFound();
    return { body: { data: await this.one(type, row, shape, live, tags, plan), meta: {} }, tags };
  }

  async create(type: CmsContentType, body: unknown, query: Query, by: string): Promise<Answer> {
    const shape = this.shape(type, query);
    const id = await this.writer.create(type, body, { locale: this.writeLocale(type, query), by });
    return this.written(type, id, shape);
  }

  async update(type: CmsContentType, id: number, body: unknown, query: Query, by: string): Promise<Answer> {
    const shape = this.shape(type, query);
    const existing = await this.repository.findById(type, id, false);
    if (!existing) throw notFound();
    await this.writer.update(type, existing, body, { locale: null, by });
    return this.written(type, id, shape);
  }

  /** PUT on a single type: updates its entry in the locale, or creates it. */
  async putSingle(type: CmsContentType, body: unknown, query: Query, by: string): Promise<Answer> {
    const shape = this.shape(type, query);
    const locale = this.singleLocale(type, query);
    const existing = await this.repository.findSingle(type, locale, false);
    if (existing) {
      await this.writer.update(type, existing, body, { locale, by });
      return this.written(type, existing.id, shape);
    }
    const id = await this.writer.create(type, body, { locale, by });
    return this.written(type, id, shape);
  }

  async remove(type: CmsContentType, id: number, query: Query): Promise<Answer> {
    const existing = await this.repository.findById(type, id, false);
    if (!existing) throw notFound();
    return this.removeRow(type, existing, query);
  }

  async removeSingle(type: CmsContentType, query: Query): Promise<Answer> {
    const existing = await this.repository.findSingle(type, this.singleLocale(type, query), false);
    if (!existing) throw notFound();
    return this.removeRow(type, existing, query);
  }

  /** The types a write to this type may change the answers of: itself and those its links reach. */
  touched(type: CmsContentType): string[] {
    const tags = new Set([type.singularName]);
    for (const field of Object.values(type.attributes)) if (field.type === 'relation') tags.add(field.target);
    return [...tags];
  }

  private async removeRow(type: CmsContentType, row: EntryRow, query: Query): Promise<Answer> {
    const tags = new Set([type.singularName]);
    const entry = await this.one(type, row, this.shape(type, query), false, tags);
    await this.writer.remove(row.id);
    return { body: { data: entry, meta: {} }, tags };
  }

  private async written(type: CmsContentType, id: number, shape: Shape): Promise<Answer> {
    const tags = new Set([type.singularName]);
    const row = await this.repository.findById(type, id, false);
    if (!row) throw notFound();
    return { body: { data: await this.one(type, row, shape, false, tags), meta: {} }, tags };
  }

  /**
   * Strapi v4 i18n's `POST /{plural}/:id/localizations` (`/{singular}/localizations`): a new entry in
   * another locale, linked to the source entry's document. The body is the new entry's fields, bare
   * (or in `{ data }`), with its `locale`; it starts as a draft unless it says `publishedAt`. Answered
   * flat, as Strapi's i18n does: `{ id, ...fields, locale, localizations: [{ id, ...fields }] }`.
   */
  async createLocalization(type: CmsContentType, id: number | null, body: unknown, query: Query, by: string): Promise<{ body: unknown }> {
    const source =
      id === null ? await this.repository.findSingle(type, this.singleLocale(type, query), false) : await this.repository.findById(type, id, false);
    if (!source) throw notFound();
    const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const data = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? { ...(raw.data as Record<string, unknown>) } : { ...raw };
    if (data.locale === undefined || data.locale === null || data.locale === '') throw applicationError('Thiếu ngôn ngữ (locale) của bản dịch');
    const locale = parseLocale(type, data.locale);
    if (locale === 'all' || locale === null) throw invalid(`Ngôn ngữ không hợp lệ: ${String(data.locale)}`, ['locale']);
    if (locale === source.locale) throw applicationError('Ngôn ngữ này đã có bản dịch', { locale });
    delete data[LOCALIZATIONS];
    if (type.draftAndPublish && data.publishedAt === undefined) data.publishedAt = null;
    const created = await this.writer.create(type, { data: { ...data, locale } }, { locale, by, translationOf: source.id });
    const row = await this.repository.findById(type, created, false);
    if (!row) throw notFound();
    const populate = parsePopulate(type.attributes, [LOCALIZATIONS], (singular) => this.registry.get(singular));
    const entry = await this.one(type, row, { fields: null, populate }, false, new Set());
    return { body: flatten(entry) };
  }

  private singleLocale(type: CmsContentType, query: Query): string {
    const locale = parseLocale(type, query.locale);
    if (locale === 'all') throw invalid('Trang đơn cần một ngôn ngữ cụ thể', ['locale']);
    return locale ?? CMS_DEFAULT_LOCALE;
  }

  private writeLocale(type: CmsContentType, query: Query): string | null {
    return query.locale === undefined ? null : this.singleLocale(type, query);
  }
}

/** Forms of `fields` and `populate` kept parsed (past this many, the table starts afresh). */
const MAX_SHAPES = 500;

const encoded = (answer: Answer): ByteAnswer => ({ bytes: Buffer.from(JSON.stringify(answer.body)), tags: answer.tags });

function listMeta(pagination: Pagination, total: number | null): Record<string, unknown> {
  if (pagination.kind === 'offset') return { pagination: { start: pagination.start, limit: pagination.limit, ...(total === null ? {} : { total }) } };
  const counted = total === null ? {} : { pageCount: Math.ceil(total / pagination.pageSize), total };
  return { pagination: { page: pagination.page, pageSize: pagination.pageSize, ...counted } };
}

/** An entry as Strapi's entity service answers it (i18n's routes do): fields beside the id, links as plain lists. */
function flatten(entry: StrapiEntry): Record<string, unknown> {
  const out: Record<string, unknown> = { id: entry.id };
  for (const [name, value] of Object.entries(entry.attributes)) {
    const data = value && typeof value === 'object' && 'data' in value ? (value as { data: unknown }).data : undefined;
    if (data === undefined) out[name] = value;
    else if (Array.isArray(data)) out[name] = data.map((item) => flatten(item as StrapiEntry));
    else out[name] = data === null ? null : flatten(data as StrapiEntry);
  }
  return out;
}
