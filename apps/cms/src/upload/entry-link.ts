import type { ContentService } from '../engine/content.service.js';
import type { TypeRegistry } from '../engine/registry.js';
import { invalid } from '../errors.js';
import type { Access, Caller } from '../users-permissions/access.js';
import { contentAction } from '../users-permissions/actions.js';
import { forbidden } from '../errors.js';

/** Strapi's `ref`, `refId` and `field` beside uploaded files: attach them to a media field of an entry. */
export interface EntryLink {
  ref: string;
  refId: string;
  field: string;
}

/**
 * Puts the new files in the entry's media field (after those it holds, for a multiple field), as the
 * caller's update of that entry: the caller needs the right to update it, like any write of the type.
 */
export async function linkToEntry(
  deps: { content: ContentService; registry: TypeRegistry; access: Access },
  caller: Caller,
  link: EntryLink,
  fileIds: number[],
): Promise<string[]> {
  const singular = /^api::([a-z0-9-]+)\.\1$/.exec(link.ref)?.[1];
  const type = singular ? deps.registry.types.find((t) => t.singularName === singular) : undefined;
  const field = type?.attributes[link.field];
  if (!type || field?.type !== 'media') throw invalid('ref và field phải chỉ tới một trường tệp của một loại nội dung', ['ref']);
  if (type.kind !== 'collectionType' || !/^\d{1,15}$/.test(link.refId)) throw invalid('refId phải là id của một mục', ['refId']);
  if (!(await deps.access.can(caller, contentAction(type, 'update')))) throw forbidden();
  const id = Number(link.refId);
  let ids = fileIds;
  if (field.multiple) {
    const current = await deps.content.findOne(type, id, { populate: [link.field], publicationState: 'preview' });
    const held = ((current.body.data as { attributes: Record<string, { data: { id: number }[] | null }> }).attributes[link.field]?.data ?? []).map((f) => f.id);
    ids = [...held, ...fileIds];
  }
  const by = caller.kind === 'admin' ? caller.id : caller.kind === 'user' ? `up:${caller.user.id}` : 'public';
  await deps.content.update(type, id, { data: { [link.field]: field.multiple ? ids : ids[0] } }, {}, by);
  return deps.content.touched(type);
}
