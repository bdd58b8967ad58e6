import type {
  AuthResult,
  ForgotPasswordBody,
  LoginBody,
  OtpSentResult,
  RequestVerificationBody,
  ResetPasswordBody,
  SignupBody,
  SignupResult,
  UserDto,
  VerifyBody,
  VerifyResult,
} from '@market/contract';
import { api } from '../../lib/api';

/** The account calls of the sign-up / sign-in screens (spec 7.5). Forms show their own errors. */
const quiet = { toast: false } as const;

export const authApi = {
  /** The signed-in account; 401 here only means "a visitor", so it never signs anyone out. */
  me: (signal?: AbortSignal) => api.get<UserDto>('/api/v1/auth/me', undefined, { signal, toast: false, onUnauthorized: 'throw' }),
  signup: (body: SignupBody) => api.post<SignupResult>('/api/v1/auth/signup', body, quiet),
  login: (body: LoginBody) => api.post<AuthResult>('/api/v1/auth/login', body, quiet),
  verify: (body: VerifyBody) => api.post<VerifyResult>('/api/v1/auth/verify', body, quiet),
  requestVerification: (body: RequestVerificationBody) => api.post<OtpSentResult>('/api/v1/auth/request-verification', body),
  forgotPassword: (body: ForgotPasswordBody) => api.post<OtpSentResult>('/api/v1/auth/forgot-password', body, quiet),
  resetPassword: (body: ResetPasswordBody) => api.patch<{ success: true }>('/api/v1/auth/reset-password', body, quiet),
  logout: () => api.post<{ success: true }>('/api/v1/auth/logout', {}),
};
