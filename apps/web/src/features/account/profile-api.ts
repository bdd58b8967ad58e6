import type {
  AchievementBody, AchievementDto, BankAccountBody, BankAccountDto, CategoryChangesBody, EducationBody, EducationDto, MyCategoriesDto, MyProfileDto, PublicProfileDto,
  UpdateUserProfileBody, UserOnCategoryBody, WorkBody, WorkDto,
} from '@market/contract';
import type { z } from 'zod';
import { api } from '../../lib/api';

const quiet = { toast: false } as const;

/** The public-profile side of my account: sections, contacts and the payout account. */
export const profileApi = {
  me: (signal?: AbortSignal) => api.get<MyProfileDto>('/api/v2/users', undefined, { signal, toast: false }),
  updatePublic: (username: string, body: UpdateUserProfileBody) => api.patch<PublicProfileDto>(`/api/v1/users/${encodeURIComponent(username)}`, body, quiet),
  addWork: (body: WorkBody) => api.post<WorkDto>('/api/v1/users/works', body, quiet),
  deleteWork: (id: string) => api.delete<{ success: true }>(`/api/v1/users/works/${id}`),
  addEducation: (body: EducationBody) => api.post<EducationDto>('/api/v1/users/educations', body, quiet),
  deleteEducation: (id: string) => api.delete<{ success: true }>(`/api/v1/users/educations/${id}`),
  addAchievement: (body: AchievementBody) => api.post<AchievementDto>('/api/v1/users/achievements', body, quiet),
  deleteAchievement: (id: string) => api.delete<{ success: true }>(`/api/v1/users/achievements/${id}`),
  updateBank: (body: BankAccountBody) => api.post<BankAccountDto>('/api/v1/users/update-bank-account', body, quiet),
  /** A host replaces the categories they teach or organise in. */
  setHostCategories: (body: z.infer<typeof UserOnCategoryBody>) => api.patch<MyCategoriesDto>('/api/v1/users/user-on-category', body),
  changeInterestCategories: (body: CategoryChangesBody) => api.patch<MyCategoriesDto>('/api/v1/users/user-interest-on-category-v2', body),
};

export const myProfileKey = ['account', 'my-profile'] as const;
