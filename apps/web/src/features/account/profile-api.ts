import type {
  AchievementBody,
  BankAccountBody,
  CategoryChangesBody,
  EducationBody,
  HostNotificationMode,
  UpdateUserProfileBody,
  UserOnCategoryBody,
  WorkBody,
} from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

const quiet = { toast: false } as const;
const c = calls.profiles;

/** The public-profile side of my account: sections, contacts and the payout account. */
export const profileApi = {
  me: (signal?: AbortSignal) => callApi(c.getMine, {}, { signal, toast: false }),
  updatePublic: (username: string, body: UpdateUserProfileBody) => callApi(c.update, { params: { username }, body }, quiet),
  addWork: (body: WorkBody) => callApi(c.addWork, { body }, quiet),
  deleteWork: (id: string) => callApi(c.removeWork, { params: { id } }),
  addEducation: (body: EducationBody) => callApi(c.addEducation, { body }, quiet),
  deleteEducation: (id: string) => callApi(c.removeEducation, { params: { id } }),
  addAchievement: (body: AchievementBody) => callApi(c.addAchievement, { body }, quiet),
  deleteAchievement: (id: string) => callApi(c.removeAchievement, { params: { id } }),
  updateBank: (body: BankAccountBody) => callApi(c.updateBankAccount, { body }, quiet),
  /** A host replaces the categories they teach or organise in. */
  setHostCategories: (body: z.infer<typeof UserOnCategoryBody>) => callApi(c.replaceHostCategories, { body }),
  changeInterestCategories: (body: CategoryChangesBody) => callApi(c.changeInterestCategories, { body }),
};

export const myProfileKey = queryKeysFactory('account').key('my-profile');

/** Which host messages go out by e-mail, SMS, ZNS and push (the bell keeps them all). */
export const hostNotificationModeApi = {
  set: (mode: HostNotificationMode) => callApi(c.setHostNotificationMode, { body: { mode } }),
};
