import type { CmsContentType, CmsFields } from '@market/contract';
import { inlineEntries, inlineFiles, type InlineField, type InlinePlan } from './inline.js';
import type { PopulateNode } from './query.js';
import type { TypeRegistry } from './registry.js';
import type { EntryRepository, EntryRow, FileRow } from './repository.js';

/** Strapi v4's answer of one entry: a numeric id and its attributes, links as `{ data }` when populated. */
export interface StrapiEntry {
  id: number;
  attributes: Record<string, unknown>;
}

/** The cache tag of answers that show uploaded files. */
export const FILE_TAG = 'upload-file';

const isLink = (type: string) => type === 'relation' || type === 'media' || type === 'component';

export function fileEntry(file: FileRow): StrapiEntry {
  return {
    id: file.id,
    attributes: {
      name: file.name,
      alternativeText: file.alternative_text,
      caption: file.caption,
      width: file.width,
      height: file.height,
      formats: file.formats,
      hash: file.hash,
      ext: file.ext,
      mime: file.mime,
      size: Number(file.size),
      url: file.url,
      previewUrl: file.preview_url,
      provider: file.provider,
      provider_metadata: file.provider_metadata,
      createdAt: file.created_at.toISOString(),
      updatedAt: file.updated_at.toISOString(),
    },
  };
}

function mediaIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.filter((v): v is number => typeof v === 'number');
  return typeof value === 'number' ? [value] : [];
}

/** Formats rows of the entries table as Strapi entries, loading what `populate` asks in one query per field. */
export class EntrySerializer {
  constructor(
    private readonly repository: EntryRepository,
    private readonly registry: TypeRegistry,
  ) {}

  async entries(
    type: CmsContentType,
    rows: EntryRow[],
    fields: string[] | null,
    populate: Map<string, PopulateNode>,
    live: boolean,
    tags: Set<string>,
    plan?: InlinePlan,
  ): Promise<StrapiEntry[]> {
    const entries = rows.map((row) => ({ id: row.id, attributes: this.scalars(type, row, fields) }));
    // The fields the rows' statement did not carry (`plan`) are loaded at once (each its own statement, none waiting
    // for another); each entry's attributes are then set in the order `populate` names them.
    const loaded = await Promise.all(
      [...populate].map(([name, node]) => {
        const inline = plan?.get(name);
        return inline ? this.inlined(type, rows, inline, node, live, tags) : this.populated(type, rows, name, node, live, tags);
      }),
    );
    [...populate.keys()].forEach((name, f) => {
      const values = loaded[f];
      if (values) entries.forEach((entry, i) => (entry.attributes[name] = values[i]));
    });
    return entries;
  }

  /** A field the rows' own statement carried (engine/inline.ts), as `populated` answers it. */
  private async inlined(type: CmsContentType, rows: EntryRow[], inline: InlineField, node: PopulateNode, live: boolean, tags: Set<string>) {
    const field = type.attributes[inline.name]!;
    if (field.type === 'media') {
      tags.add(FILE_TAG);
      return rows.map((row) => this.media(row.attributes[inline.name], field.multiple, inlineFiles(row, inline.name)));
    }
    const target = this.registry.get(inline.target!);
    tags.add(target.singularName);
    const linked = rows.map((row) => inlineEntries(row, inline.name, target.singularName));
    const formatted = await this.entries(target, linked.flat(), node.fields, node.populate, live, tags);
    const toMany = field.type === 'relation' && (field.relation === 'oneToMany' || field.relation === 'manyToMany');
    let next = 0;
    return linked.map((targets) => {
      const mine = formatted.slice(next, next + targets.length);
      next += targets.length;
      return { data: toMany ? mine : (mine[0] ?? null) };
    });
  }

  /** One populated field's value for each row, in the rows' order (null for a field that is not a link). */
  private async populated(
    type: CmsContentType,
    rows: EntryRow[],
    name: string,
    node: PopulateNode,
    live: boolean,
    tags: Set<string>,
  ): Promise<unknown[] | null> {
    const field = type.attributes[name]!;
    if (field.type === 'relation') {
      const target = this.registry.get(field.target);
      tags.add(target.singularName);
      const linked = await this.repository.linked(
        field,
        name,
        rows.map((r) => r.id),
        { live, filters: node.filters, sort: node.sort },
        tags,
      );
      const all = [...linked.values()].flat();
      const formatted = await this.entries(target, all, node.fields, node.populate, live, tags);
      const byId = new Map(formatted.map((e) => [e.id, e]));
      const toMany = field.relation === 'oneToMany' || field.relation === 'manyToMany';
      return rows.map((row) => {
        const targets = (linked.get(row.id) ?? []).map((r) => byId.get(r.id)!);
        return { data: toMany ? targets : (targets[0] ?? null) };
      });
    }
    if (field.type === 'media') {
      tags.add(FILE_TAG);
      const files = await this.repository.files(rows.flatMap((r) => mediaIds(r.attributes[name])));
      return rows.map((row) => this.media(row.attributes[name], field.multiple, files));
    }
    if (field.type === 'component') {
      return this.components(
        field.fields,
        field.repeatable,
        rows.map((row) => row.attributes[name]),
        node.populate,
        tags,
      );
    }
    return null;
  }

  private scalars(type: CmsContentType, row: EntryRow, fields: string[] | null): Record<string, unknown> {
    const wanted = (name: string) => !fields || fields.includes(name);
    const attributes: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(type.attributes)) {
      if (!isLink(field.type) && !field.private && wanted(name)) attributes[name] = row.attributes[name] ?? null;
    }
    if (wanted('createdAt')) attributes.createdAt = row.created_at.toISOString();
    if (wanted('updatedAt')) attributes.updatedAt = row.updated_at.toISOString();
    if (type.draftAndPublish && wanted('publishedAt')) attributes.publishedAt = row.published_at ? row.published_at.toISOString() : null;
    if (type.localized && wanted('locale')) attributes.locale = row.locale;
    return attributes;
  }

  private media(value: unknown, multiple: boolean, files: Map<number, FileRow>) {
    const found = mediaIds(value)
      .map((id) => files.get(id))
      .filter((f): f is FileRow => !!f)
      .map(fileEntry);
    return { data: multiple ? (found.length ? found : null) : (found[0] ?? null) };
  }

  /**
   * Stored component values (one a row or a parent part) with their ids and scalar fields, and the media or parts
   * `populate` names: one statement per media field for all the values' items, not one per item.
   */
  private async components(
    fields: CmsFields,
    repeatable: boolean,
    values: unknown[],
    populate: Map<string, PopulateNode>,
    tags: Set<string>,
  ): Promise<unknown[]> {
    const items = values.flatMap((value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value])) as Record<string, unknown>[];
    const out = items.map((item) => {
      const result: Record<string, unknown> = { id: item.id ?? null };
      for (const [name, field] of Object.entries(fields)) if (!isLink(field.type)) result[name] = item[name] ?? null;
      return result;
    });
    for (const [name, node] of populate) {
      const field = fields[name];
      if (field?.type === 'media') {
        tags.add(FILE_TAG);
        const files = await this.repository.files(items.flatMap((item) => mediaIds(item[name])));
        items.forEach((item, i) => (out[i]![name] = this.media(item[name], field.multiple, files)));
      } else if (field?.type === 'component') {
        const parts = await this.components(
          field.fields,
          field.repeatable,
          items.map((item) => item[name]),
          node.populate,
          tags,
        );
        parts.forEach((part, i) => (out[i]![name] = part));
      }
    }
    // Back to one answer a value, in order.
    let next = 0;
    return values.map((value) => {
      if (value === null || value === undefined) return repeatable ? [] : null;
      if (!Array.isArray(value)) return out[next++];
      const mine = out.slice(next, next + value.length);
      next += value.length;
      return mine;
    });
  }
}
