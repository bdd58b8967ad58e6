import type { CmsContentType } from '@market/contract';
import type { KeptEntries } from '../kept.js';
import type { InlinePlan } from './inline.js';
import type { PopulateNode } from './query.js';
import type { EntryRepository, EntryRow } from './repository.js';
import type { EntrySerializer, StrapiEntry } from './serialize.js';

/** What a read answers of each entry: its scalar fields and what it populates. */
export interface Shape {
  fields: string[] | null;
  populate: Map<string, PopulateNode>;
}

type NodeKey = [string[] | null, [string, unknown, unknown, NodeKey][]];
const nodeKey = (fields: string[] | null, populate: Map<string, PopulateNode>): NodeKey => [
  fields,
  [...populate].map(([name, node]) => [name, node.filters ?? null, node.sort ?? null, nodeKey(node.fields, node.populate)]),
];
/** The shape as a string: two reads render an entry alike exactly when their shapes' keys are equal. */
export const shapeKey = (shape: Shape): string => JSON.stringify(nodeKey(shape.fields, shape.populate));

/** Shapes numbered before the table starts afresh (clients may ask endless `populate` forms). */
const MAX_SHAPES = 10_000;

const OPEN_LIST = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
const OPEN_ONE = Buffer.from('{"data":');
const EMPTY_META = Buffer.from(',"meta":{}}');

/** `{ data: [entries], meta }` as JSON.stringify writes it, around entries already encoded. */
export function listBytes(entries: Buffer[], meta: Record<string, unknown>): Buffer {
  const parts: Buffer[] = [OPEN_LIST];
  entries.forEach((bytes, i) => {
    if (i) parts.push(COMMA);
    parts.push(bytes);
  });
  parts.push(Buffer.from(`],"meta":${JSON.stringify(meta)}}`));
  return Buffer.concat(parts);
}

/** `{ data: entry, meta: {} }` as JSON.stringify writes it. */
export const oneBytes = (entry: Buffer): Buffer => Buffer.concat([OPEN_ONE, entry, EMPTY_META]);

/**
 * Live reads through the kept entries (src/kept.ts): an entry's bytes are rendered once per shape and spliced into
 * every answer showing it until a write to a type it shows drops them. Drafts are never kept: only live reads come here.
 */
export class KeptReads {
  /** Each shape's number in the kept entries' keys: a short key hashes cheaply on every lookup, a shape key may not. */
  private readonly shapeIds = new Map<string, number>();
  private nextShapeId = 0;
  /** The key prefix of a shape object the content service reuses (it parses each form of a query once). */
  private readonly prefixes = new WeakMap<Shape, string>();

  constructor(
    private readonly repository: EntryRepository,
    private readonly serializer: EntrySerializer,
    private readonly kept: KeptEntries,
  ) {}

  /**
   * `type#n#`, n naming the shape. Numbers are never reused, so a number always means one shape; past MAX_SHAPES the
   * table starts afresh (a shape seen again gets a new number, and its entries are rendered again once).
   */
  private prefixOf(type: CmsContentType, shape: Shape): string {
    let prefix = this.prefixes.get(shape);
    if (prefix !== undefined) return prefix;
    const key = `${type.singularName}#${shapeKey(shape)}`;
    let id = this.shapeIds.get(key);
    if (id === undefined) {
      if (this.shapeIds.size >= MAX_SHAPES) this.shapeIds.clear();
      id = this.nextShapeId++;
      this.shapeIds.set(key, id);
    }
    prefix = `${type.singularName}#${id}#`;
    this.prefixes.set(shape, prefix);
    return prefix;
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  /**
   * The live entries of the type with these ids, in this order, as bytes: kept ones as kept, the others rendered in one
   * statement and kept. Null when one of them is no longer there to be seen (written since the ids were read).
   */
  async entries(type: CmsContentType, ids: number[], shape: Shape, plan: InlinePlan, tags: Set<string>): Promise<Buffer[] | null> {
    const generation = this.kept.generation;
    const prefix = this.prefixOf(type, shape);
    const out: Buffer[] = new Array<Buffer>(ids.length);
    const missing: number[] = [];
    ids.forEach((id, i) => {
      const hit = this.kept.get(prefix + id);
      if (!hit) {
        missing.push(id);
        return;
      }
      out[i] = hit.bytes;
      for (const tag of hit.tags) tags.add(tag);
    });
    if (!missing.length) return out;
    const rows = await this.repository.findByIds(type, missing, true, plan);
    if (rows.length !== missing.length) return null;
    const rendered = await this.render(type, rows, shape, plan, tags, (row) => prefix + row.id, generation);
    const byId = new Map(rows.map((row, i) => [row.id, rendered[i]!]));
    ids.forEach((id, i) => (out[i] ??= byId.get(id)!));
    return out;
  }

  /** One entry by a key of its own (an id, a singleton's locale), read by `load` when not kept; null if there is none. */
  async one(
    type: CmsContentType,
    ident: string,
    shape: Shape,
    plan: InlinePlan,
    tags: Set<string>,
    load: () => Promise<EntryRow | null>,
  ): Promise<Buffer | null> {
    const generation = this.kept.generation;
    const key = this.prefixOf(type, shape) + ident;
    const hit = this.kept.get(key);
    if (hit) {
      for (const tag of hit.tags) tags.add(tag);
      return hit.bytes;
    }
    const row = await load();
    if (!row) return null;
    const [bytes] = await this.render(type, [row], shape, plan, tags, () => key, generation);
    return bytes!;
  }

  private async render(
    type: CmsContentType,
    rows: EntryRow[],
    shape: Shape,
    plan: InlinePlan,
    tags: Set<string>,
    keyOf: (row: EntryRow) => string,
    generation: number,
  ): Promise<Buffer[]> {
    // The types these renderings show, whatever read asked them: a write to any of them drops them.
    const shown = new Set([type.singularName]);
    const entries: StrapiEntry[] = await this.serializer.entries(type, rows, shape.fields, shape.populate, true, shown, plan);
    const list = [...shown];
    for (const tag of list) tags.add(tag);
    return entries.map((entry, i) => {
      const bytes = Buffer.from(JSON.stringify(entry));
      this.kept.set(keyOf(rows[i]!), bytes, list, generation);
      return bytes;
    });
  }
}
