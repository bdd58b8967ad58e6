import { z } from 'zod';
import { SLUG_PATTERN } from '../slug.js';
import { SortOrder } from '../enums.js';
import { Email, MAX_PAGE_SIZE, PageQuery, Phone } from './common.js';
import { CategoryChip, HostDirectoryQuery } from './profiles.js';

/** Categories, businesses and host categories: the subjects and organisations people are filed under. */

export const CATEGORY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const CategoryStatus = z.enum(CATEGORY_STATUSES);
export type CategoryStatus = z.infer<typeof CategoryStatus>;

/** Not INVALID_NAME, whose message speaks of a person's name: blank → "Vui lòng nhập tên." */
const Name = z.string().trim().min(1).max(100);
/** Typed by an admin; absent → made from the name ("Lập trình Web" → "lap-trinh-web"). */
export const Slug = z.string().trim().toLowerCase().min(1, 'INVALID_SLUG').max(80, 'INVALID_SLUG').regex(SLUG_PATTERN, 'INVALID_SLUG');
const Text = (max: number) => z.string().trim().max(max).nullable().optional();
const ImageUrl = z
  .url({ protocol: /^https?$/, message: 'INVALID_URL' })
  .max(2048, 'INVALID_URL')
  .nullable()
  .optional();
const Position = z.number().int().min(0).max(100_000).optional();
const Search = z.string().trim().max(100).optional();

const CategoryFields = {
  name: Name,
  slug: Slug.optional(),
  description: Text(1000),
  /** A lucide icon name ("palette") or an emoji. */
  icon: Text(100),
  image: ImageUrl,
  position: Position,
};

export const CreateRootCategoryBody = z.object(CategoryFields);
export type CreateRootCategoryBody = z.infer<typeof CreateRootCategoryBody>;
export const CreateSubCategoryBody = z.object({ ...CategoryFields, parentId: z.uuid() });
export type CreateSubCategoryBody = z.infer<typeof CreateSubCategoryBody>;

/** Moving a category (`parentId`, null for a root) keeps its subtree with it. */
export const UpdateCategoryBody = z.object({ ...CategoryFields, name: Name.optional(), parentId: z.uuid().nullable().optional() });
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

/**
 * A tree created in one call (`category/nested`), at most four levels deep. Spelt out level by level
 * rather than recursively so the OpenAPI document stays plain.
 */
// Strict, so a fifth level is refused rather than silently dropped.
const NestedLevel4 = z.strictObject(CategoryFields);
const NestedLevel3 = z.object({ ...CategoryFields, children: z.array(NestedLevel4).max(50).optional() });
const NestedLevel2 = z.object({ ...CategoryFields, children: z.array(NestedLevel3).max(50).optional() });
export const NestedCategoryInput = z.object({ ...CategoryFields, children: z.array(NestedLevel2).max(50).optional() });
export type NestedCategoryInput = z.infer<typeof NestedCategoryInput> & { children?: NestedCategoryInput[] };
export const MAX_NESTED_CATEGORIES = 200;
export const CreateNestedCategoriesBody = z.object({
  /** Only on `category/nested`: where the trees go (absent → they are roots). */
  parentId: z.uuid().optional(),
  categories: z.array(NestedCategoryInput).min(1).max(50),
});
export type CreateNestedCategoriesBody = z.infer<typeof CreateNestedCategoriesBody>;
/** `category/:id/nested`: the parent is in the path. */
export const CreateNestedCategoriesUnderBody = CreateNestedCategoriesBody.omit({ parentId: true });
export type CreateNestedCategoriesUnderBody = z.infer<typeof CreateNestedCategoriesUnderBody>;

export const CategoryDto = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  status: CategoryStatus,
  position: z.number().int(),
  /** 0 for a root. */
  depth: z.number().int(),
  childCount: z.number().int(),
  /** Hosts filed directly under this category. */
  hostCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryDto = z.infer<typeof CategoryDto>;

/** One category with where it sits (ancestors, root first) and what sits under it (direct children). */
export const CategoryDetailDto = CategoryDto.extend({ ancestors: z.array(CategoryChip), children: z.array(CategoryDto) });
export type CategoryDetailDto = z.infer<typeof CategoryDetailDto>;

/** The categories a nested creation made, each parent before its children. */
export const CreatedCategories = z.object({ data: z.array(CategoryDto) });
export type CreatedCategories = z.infer<typeof CreatedCategories>;

/**
 * Categories in tree order (each parent before its children; siblings by position, then name), so a
 * client builds the tree from `parentId` in one pass. People see active categories under active
 * parents; admins may ask for `status=ALL` or `INACTIVE`.
 */
export const CategoryListQuery = PageQuery.extend({
  limit: z.coerce.number().int().min(1).max(500).default(MAX_PAGE_SIZE),
  sort: SortOrder.schema.default('ASC'),
  parentId: z.uuid().optional(),
  /** Only the roots (ignored with parentId). */
  rootOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  q: Search,
  status: z.enum([...CATEGORY_STATUSES, 'ALL']).optional(),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;

export const CategoryHostsBody = z.object({ categoryId: z.uuid(), hostIds: z.array(z.uuid()).min(1).max(100) });
export type CategoryHostsBody = z.infer<typeof CategoryHostsBody>;

/** Hosts of one category (`category/:id/users`): the category is in the path. */
export const CategoryHostsQuery = HostDirectoryQuery.omit({ categoryId: true });
export type CategoryHostsQuery = z.infer<typeof CategoryHostsQuery>;
export const CategoryBusinessParams = z.object({ categoryId: z.uuid(), businessId: z.uuid() });
export type CategoryBusinessParams = z.infer<typeof CategoryBusinessParams>;
export const SlugParam = z.object({ slug: z.string().trim().min(1).max(200) });

// Businesses

export const BUSINESS_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const BusinessStatus = z.enum(BUSINESS_STATUSES);
export type BusinessStatus = z.infer<typeof BusinessStatus>;
const BusinessFields = {
  name: z.string().trim().min(1).max(200),
  slug: Slug.optional(),
  description: Text(5000),
  logo: ImageUrl,
  website: z
    .url({ protocol: /^https?$/, message: 'INVALID_WEBSITE' })
    .max(2000)
    .nullable()
    .optional(),
  email: Email.nullable().optional(),
  phone: Phone.nullable().optional(),
  address: Text(300),
  status: BusinessStatus.optional(),
  categoryIds: z.array(z.uuid()).max(20).optional(),
};
export const BusinessBody = z.object(BusinessFields);
export type BusinessBody = z.infer<typeof BusinessBody>;
export const UpdateBusinessBody = z.object({ ...BusinessFields, name: BusinessFields.name.optional() });
export type UpdateBusinessBody = z.infer<typeof UpdateBusinessBody>;
export const BusinessDto = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: BusinessStatus,
  categories: z.array(CategoryChip),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BusinessDto = z.infer<typeof BusinessDto>;
/** People see active businesses; admins may filter by status. */
export const BusinessListQuery = PageQuery.extend({ q: Search, categoryId: z.uuid().optional(), status: z.enum([...BUSINESS_STATUSES, 'ALL']).optional() });
export type BusinessListQuery = z.infer<typeof BusinessListQuery>;

/**
 * A kind: an admin-kept flat list item with a slug (kinds of host, kinds of event). One shape, so the
 * lists behave alike and the web shares one editor.
 */
const KindFields = { name: Name, slug: Slug.optional(), description: Text(1000), icon: Text(100), position: Position };
export const KindBody = z.object(KindFields);
export type KindBody = z.infer<typeof KindBody>;
export const UpdateKindBody = z.object({ ...KindFields, name: Name.optional() });
export type UpdateKindBody = z.infer<typeof UpdateKindBody>;
export const KindDto = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KindDto = z.infer<typeof KindDto>;

// Host categories (Giảng viên, Diễn giả, Doanh nghiệp...)

export const HostCategoryBody = KindBody;
export type HostCategoryBody = KindBody;
export const UpdateHostCategoryBody = UpdateKindBody;
export type UpdateHostCategoryBody = UpdateKindBody;
export const HostCategoryDto = KindDto;
export type HostCategoryDto = KindDto;
/** In position order, then by name; `sort` reverses. */
export const HostCategoryListQuery = PageQuery.extend({ q: Search, sort: SortOrder.schema.default('ASC') });
export type HostCategoryListQuery = z.infer<typeof HostCategoryListQuery>;
