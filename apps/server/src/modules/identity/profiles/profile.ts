import {
  maskAccountNumber,
  type AchievementDto,
  type BankAccountDto,
  type EducationDto,
  type JobType,
  type SocialContacts,
  type WorkDto,
} from '@market/contract';
import type { bankAccounts, userAchievements, userEducations, userWorks } from './profiles.table.js';

type Work = typeof userWorks.$inferSelect;
type Education = typeof userEducations.$inferSelect;
type Achievement = typeof userAchievements.$inferSelect;
type Bank = typeof bankAccounts.$inferSelect;

export const toWorkDto = (w: Work): WorkDto => ({
  id: w.id,
  position: w.position,
  company: w.company,
  jobType: (w.jobType as JobType | null) ?? null,
  location: w.location,
  startDate: w.startDate,
  endDate: w.endDate,
  isCurrent: w.isCurrent,
  description: w.description,
  createdAt: w.createdAt.toISOString(),
});

export const toEducationDto = (e: Education): EducationDto => ({
  id: e.id,
  school: e.school,
  degree: e.degree,
  fieldOfStudy: e.fieldOfStudy,
  startYear: e.startYear,
  endYear: e.endYear,
  description: e.description,
  createdAt: e.createdAt.toISOString(),
});

export const toAchievementDto = (a: Achievement): AchievementDto => ({
  id: a.id,
  title: a.title,
  issuer: a.issuer,
  issuedAt: a.issuedAt,
  url: a.url,
  description: a.description,
  createdAt: a.createdAt.toISOString(),
});

/** The only shape a bank account ever leaves the server in: the number masked. */
export const toBankAccountDto = (b: Bank): BankAccountDto => ({
  bankName: b.bankName,
  bankCode: b.bankCode,
  accountNumber: maskAccountNumber(b.accountNumber),
  accountHolder: b.accountHolder,
  branch: b.branch,
  updatedAt: b.updatedAt.toISOString(),
});

/** Merges contact changes; an empty value removes that contact. */
export function mergeContacts(current: SocialContacts, changes: SocialContacts): SocialContacts {
  const merged: SocialContacts = { ...current, ...changes };
  for (const key of Object.keys(merged) as (keyof SocialContacts)[]) if (!merged[key]) delete merged[key];
  return merged;
}
