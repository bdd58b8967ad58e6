import { z } from 'zod';
import { ResourceKind } from '../enums.js';
import { PageQuery, QueryBoolean } from './common.js';

/**
 * Libraries (spec 7.10): each host keeps a tree of folders holding resources (uploaded files and
 * links) to reuse in courses; admins keep the platform's own tree. Resources (spec 7.14) are soft
 * deleted and can be restored; every stored file counts against the owner's quota until purged.
 */

const Name = z.string().trim().min(1, 'INVALID_TITLE').max(200, 'INVALID_TITLE');
const Description = z.string().trim().max(2000).nullable().optional();
const HttpUrl = z.url({ protocol: /^https?$/, message: 'INVALID_URL' }).max(2048, 'INVALID_URL');

export const LibraryDto = z.object({
  id: z.uuid(),
  /** null: the platform's library (kept by admins). */
  ownerId: z.uuid().nullable(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  isRoot: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryDto = z.infer<typeof LibraryDto>;

export const LibraryBody = z.object({ name: Name });
export type LibraryBody = z.infer<typeof LibraryBody>;
/** Renames a folder and/or moves it under another folder of the same library (never under itself). */
export const UpdateLibraryBody = z.object({ name: Name.optional(), parentId: z.uuid().optional() });
export type UpdateLibraryBody = z.infer<typeof UpdateLibraryBody>;

export const LibraryListQuery = PageQuery;
/** Admins read the platform's library, or a host's when `ownerId` names them. */
export const AdminLibraryListQuery = PageQuery.extend({ ownerId: z.uuid().optional() });
export type AdminLibraryListQuery = z.infer<typeof AdminLibraryListQuery>;

export const LibraryUsageDto = z.object({
  libraryId: z.uuid(),
  /** Bytes of the files in this folder and every folder under it (soft-deleted ones included). */
  folderBytes: z.number().int(),
  /** Bytes of every file of the owner's library (soft-deleted ones included, until purged). */
  usedBytes: z.number().int(),
  /** The owner's quota; null for the platform's library, which has none. */
  quotaBytes: z.number().int().nullable(),
  files: z.number().int(),
});
export type LibraryUsageDto = z.infer<typeof LibraryUsageDto>;

export const ResourceDto = z.object({
  id: z.uuid(),
  libraryId: z.uuid(),
  ownerId: z.uuid().nullable(),
  kind: ResourceKind.schema,
  name: z.string(),
  description: z.string().nullable(),
  /** The link of a LINK resource; null for files (read them through their download link). */
  url: z.string().nullable(),
  /** The upload behind a FILE resource. */
  fileId: z.uuid().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResourceDto = z.infer<typeof ResourceDto>;

export const ResourceListQuery = PageQuery.extend({
  libraryId: z.uuid().optional(),
  kind: ResourceKind.schema.optional(),
  /** true: the bin (soft-deleted resources) instead of the live ones. */
  deleted: QueryBoolean.optional(),
});
export type ResourceListQuery = z.infer<typeof ResourceListQuery>;
export const LibraryResourcesQuery = PageQuery.extend({ kind: ResourceKind.schema.optional() });
export type LibraryResourcesQuery = z.infer<typeof LibraryResourcesQuery>;

export const ResourceSearchQuery = PageQuery.extend({ keyword: z.string().trim().min(1).max(200) });
export type ResourceSearchQuery = z.infer<typeof ResourceSearchQuery>;
export const AdminResourceSearchParams = z.object({ keyword: z.string().trim().min(1).max(200) });
export const AdminResourceSearchQuery = PageQuery.extend({ ownerId: z.uuid().optional() });
export type AdminResourceSearchQuery = z.infer<typeof AdminResourceSearchQuery>;

/** Absent `libraryId`: the root of the caller's library. */
const Placement = { libraryId: z.uuid().optional(), name: Name, description: Description };
export const CreateResourceBody = z.discriminatedUnion('kind', [
  /** A file already uploaded by the caller (`/upload/sign-url`, then PUT). */
  z.object({ kind: z.literal('FILE'), fileId: z.uuid(), ...Placement }),
  z.object({ kind: z.literal('LINK'), url: HttpUrl, ...Placement }),
]);
export type CreateResourceBody = z.infer<typeof CreateResourceBody>;

export const UpdateResourceBody = z.object({
  name: Name.optional(),
  description: Description,
  /** Moves the resource to another folder of the same library. */
  libraryId: z.uuid().optional(),
  /** LINK resources only. */
  url: HttpUrl.optional(),
});
export type UpdateResourceBody = z.infer<typeof UpdateResourceBody>;

export const MAX_LINKS_PER_REQUEST = 50;
export const CreateLinksBody = z.object({
  libraryId: z.uuid().optional(),
  links: z
    .array(z.object({ name: Name, url: HttpUrl, description: Description }))
    .min(1)
    .max(MAX_LINKS_PER_REQUEST),
});
export type CreateLinksBody = z.infer<typeof CreateLinksBody>;
export const ResourceList = z.object({ data: z.array(ResourceDto) });

/** Academy: the sections ("parts") of a host's or the platform's public learning page. */
export const AcademyItem = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  link: z.string().trim().max(2048).nullable().optional(),
  image: z.string().trim().max(2048).nullable().optional(),
});
export const AcademyPartBody = z.object({
  /** Present: updates that part (of the caller's academy); absent: adds one. */
  id: z.uuid().optional(),
  title: z.string().trim().min(1, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  description: Description,
  position: z.number().int().min(0).max(10_000).default(0),
  items: z.array(AcademyItem).max(100).default([]),
});
export type AcademyPartBody = z.input<typeof AcademyPartBody>;
export const AcademyPartDto = z.object({
  id: z.uuid(),
  ownerId: z.uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  items: z.array(z.object({ title: z.string(), description: z.string().nullable(), link: z.string().nullable(), image: z.string().nullable() })),
  updatedAt: z.string(),
});
export type AcademyPartDto = z.infer<typeof AcademyPartDto>;
/** An academy is named by its host's username or id, or `platform` for the platform's own. */
export const AcademyParams = z.object({ id: z.string().trim().min(1).max(100) });
export const AcademyPartParams = AcademyParams.extend({ partId: z.uuid('ACADEMY_PART_NOT_FOUND') });
export const AcademyPartList = z.object({ data: z.array(AcademyPartDto) });
