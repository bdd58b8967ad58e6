import type {
  AuthResult,
  ChangePasswordBody,
  ConfigurePasswordBody,
  OtpSentResult,
  OwnOtpBody,
  SetPasswordBody,
  TerminateBody,
  UpdateInterestsBody,
  UpdatePhoneBody,
  UpdateProfileBody,
  UserDto,
} from '@market/contract';
import { api } from '../../lib/api';

/** Own-account calls (spec 7.5). Form calls are quiet: the form shows field errors and toasts the rest. */
const quiet = { toast: false } as const;

export const accountApi = {
  updateProfile: (body: UpdateProfileBody) => api.patch<UserDto>('/api/v1/auth/update-profile', body, quiet),
  updateInterests: (body: UpdateInterestsBody) => api.patch<UserDto>('/api/v1/auth/update-interests', body),
  sendOwnOtp: (body: OwnOtpBody) => api.post<OtpSentResult>('/api/v1/auth/get-own-otp', body, quiet),
  updatePhone: (body: UpdatePhoneBody) => api.patch<UserDto>('/api/v1/auth/update-phone', body, quiet),
  changePassword: (body: ChangePasswordBody) => api.patch<AuthResult>('/api/v1/auth/change-password', body, quiet),
  configurePassword: (body: ConfigurePasswordBody) => api.patch<AuthResult>('/api/v1/auth/configure-password', body, quiet),
  setPassword: (body: SetPasswordBody) => api.patch<AuthResult>('/api/v1/auth/set-password', body, quiet),
  terminateRequest: () => api.post<OtpSentResult>('/api/v1/auth/terminate-request'),
  terminate: (body: TerminateBody) => api.delete<{ success: true }>('/api/v1/auth/terminate', body, quiet),
};
