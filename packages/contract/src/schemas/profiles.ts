import { z } from 'zod';
import { CategoryKind, Gender, JobType, UserRole } from '../enums.js';
import { FullName, PageQuery, paged } from './common.js';

/** Age bands for audience statistics (null = not said). */
export const PROFILE_AGE_BANDS = ['13-22', '23-32', '33-42', '>43'] as const;
export const ProfileAgeBand = z.enum(PROFILE_AGE_BANDS);
export type ProfileAgeBand = z.infer<typeof ProfileAgeBand>;

export const HOST_NOTIFICATION_MODES = ['ALL', 'IMPORTANT', 'NONE'] as const;
export const HostNotificationMode = z.enum(HOST_NOTIFICATION_MODES);
export type HostNotificationMode = z.infer<typeof HostNotificationMode>;

const Text = (max: number) => z.string().trim().max(max);
const OptionalText = (max: number) => Text(max).nullable().optional();

export const SocialContacts = z.object({
  ZALO: Text(255).optional(),
  FACEBOOK: Text(255).optional(),
});
export type SocialContacts = z.infer<typeof SocialContacts>;

export const UsernameParam = z.object({ username: z.string().trim().min(1).max(100) });

/** PATCH /users/{username}: the public profile's fields (all optional; null clears). */
export const UpdateUserProfileBody = z
  .object({
    fullName: FullName,
    headline: Text(160).nullable(),
    bio: Text(2000).nullable(),
    avatar: z.url('INVALID_REQUEST').max(2048).nullable(),
    city: Text(100).nullable(),
    address: z.string().trim().max(255, 'INVALID_ADDRESS').nullable(),
    gender: Gender.schema.nullable(),
    dateOfBirth: z.iso.date('INVALID_REQUEST').nullable(),
    ageBand: ProfileAgeBand.nullable(),
    socialContacts: SocialContacts,
  })
  .partial();
export type UpdateUserProfileBody = z.infer<typeof UpdateUserProfileBody>;

const IsoDate = z.iso.date('INVALID_REQUEST');

export const WorkBody = z
  .object({
    position: Text(150).min(1),
    company: Text(150).min(1),
    jobType: JobType.schema.nullable().optional(),
    location: OptionalText(150),
    startDate: IsoDate.nullable().optional(),
    endDate: IsoDate.nullable().optional(),
    isCurrent: z.boolean().default(false),
    description: OptionalText(2000),
  })
  .refine((b) => !b.startDate || !b.endDate || b.startDate <= b.endDate, { message: 'INVALID_DATE_RANGE', path: ['endDate'] });
export type WorkBody = z.input<typeof WorkBody>;

export const WorkDto = z.object({
  id: z.uuid(),
  position: z.string(),
  company: z.string(),
  jobType: JobType.schema.nullable(),
  location: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkDto = z.infer<typeof WorkDto>;

const Year = z.number().int().min(1900).max(2100);
export const EducationBody = z
  .object({
    school: Text(200).min(1),
    degree: OptionalText(150),
    fieldOfStudy: OptionalText(150),
    startYear: Year.nullable().optional(),
    endYear: Year.nullable().optional(),
    description: OptionalText(2000),
  })
  .refine((b) => b.startYear == null || b.endYear == null || b.startYear <= b.endYear, { message: 'INVALID_DATE_RANGE', path: ['endYear'] });
export type EducationBody = z.input<typeof EducationBody>;

export const EducationDto = z.object({
  id: z.uuid(),
  school: z.string(),
  degree: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type EducationDto = z.infer<typeof EducationDto>;

export const AchievementBody = z.object({
  title: Text(200).min(1),
  issuer: OptionalText(150),
  issuedAt: IsoDate.nullable().optional(),
  url: z.url('INVALID_REQUEST').max(2048).nullable().optional(),
  description: OptionalText(2000),
});
export type AchievementBody = z.input<typeof AchievementBody>;

export const AchievementDto = z.object({
  id: z.uuid(),
  title: z.string(),
  issuer: z.string().nullable(),
  issuedAt: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type AchievementDto = z.infer<typeof AchievementDto>;

export const BankAccountBody = z.object({
  bankName: Text(150).min(1),
  bankCode: OptionalText(30),
  accountNumber: z
    .string()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, 'INVALID_BANK_ACCOUNT_NUMBER')),
  accountHolder: Text(150).min(1),
  branch: OptionalText(150),
});
export type BankAccountBody = z.input<typeof BankAccountBody>;

/** A payout account as it is ever shown: the number masked ("•••• 6789"). */
export const BankAccountDto = z.object({
  bankName: z.string(),
  bankCode: z.string().nullable(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  branch: z.string().nullable(),
  updatedAt: z.string(),
});
export type BankAccountDto = z.infer<typeof BankAccountDto>;

/** Only the last four digits survive. */
export function maskAccountNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

export const CategoryChip = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type CategoryChip = z.infer<typeof CategoryChip>;

export const ContentCounts = z.object({ events: z.number().int(), courses: z.number().int(), ebooks: z.number().int(), posts: z.number().int() });

export const PublicProfileDto = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  role: UserRole.schema,
  socialContacts: SocialContacts,
  works: z.array(WorkDto),
  educations: z.array(EducationDto),
  achievements: z.array(AchievementDto),
  categories: z.array(CategoryChip),
  hostCategory: CategoryChip.nullable(),
  followerCount: z.number().int(),
  topHostRank: z.number().int().nullable(),
  counts: ContentCounts,
  /** Null for a visitor who is not signed in. */
  isFollowing: z.boolean().nullable(),
  createdAt: z.string(),
});
export type PublicProfileDto = z.infer<typeof PublicProfileDto>;

export const MyProfileDto = PublicProfileDto.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: Gender.schema.nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  ageBand: ProfileAgeBand.nullable(),
  interests: z.array(z.string()),
  interestCategories: z.array(CategoryChip),
  bankAccount: BankAccountDto.nullable(),
  hostNotificationMode: HostNotificationMode,
});
export type MyProfileDto = z.infer<typeof MyProfileDto>;

/** A person in a list: public facts only. */
export const UserSummaryDto = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  role: UserRole.schema,
  followerCount: z.number().int(),
  topHostRank: z.number().int().nullable(),
});
export type UserSummaryDto = z.infer<typeof UserSummaryDto>;
export const UserSummaryPage = paged(UserSummaryDto);

export const HostCardDto = UserSummaryDto.extend({ categories: z.array(CategoryChip), createdAt: z.string() });
export type HostCardDto = z.infer<typeof HostCardDto>;
export const HostCardPage = paged(HostCardDto);
export type HostCardPage = z.infer<typeof HostCardPage>;

const Search = z.string().trim().max(100).optional();
export const UserListQuery = PageQuery.extend({ q: Search });
export type UserListQuery = z.infer<typeof UserListQuery>;

export const HostRankingQuery = PageQuery.extend({ categoryId: z.uuid().optional() });
export type HostRankingQuery = z.infer<typeof HostRankingQuery>;

export const HOST_DIRECTORY_SORTS = ['followers', 'newest', 'name'] as const;
export const HostDirectoryQuery = PageQuery.extend({
  q: Search,
  categoryId: z.uuid().optional(),
  sortBy: z.enum(HOST_DIRECTORY_SORTS).default('followers'),
});
export type HostDirectoryQuery = z.infer<typeof HostDirectoryQuery>;

const CategoryIds = z.array(z.uuid()).max(50);
export const UserOnCategoryBody = z.object({ categoryIds: CategoryIds });
export const CategoryChangesBody = z.object({ add: CategoryIds.optional(), remove: CategoryIds.optional() });
export type CategoryChangesBody = z.infer<typeof CategoryChangesBody>;
export const MyCategoriesDto = z.object({ kind: CategoryKind.schema, categories: z.array(CategoryChip) });
export type MyCategoriesDto = z.infer<typeof MyCategoriesDto>;

export const TopHostsBody = z.object({
  hosts: z
    .array(z.object({ hostId: z.uuid(), rank: z.number().int().min(1).max(1000) }))
    .max(100)
    .refine((list) => new Set(list.map((h) => h.hostId)).size === list.length, { message: 'INVALID_REQUEST' })
    .refine((list) => new Set(list.map((h) => h.rank)).size === list.length, { message: 'INVALID_REQUEST' }),
});
export type TopHostsBody = z.infer<typeof TopHostsBody>;

export const HostNotificationModeBody = z.object({ mode: HostNotificationMode });
export const HostNotificationModeDto = z.object({ mode: HostNotificationMode });

export const TopHostsResult = z.object({ data: z.array(UserSummaryDto) });
export type TopHostsResult = z.infer<typeof TopHostsResult>;
