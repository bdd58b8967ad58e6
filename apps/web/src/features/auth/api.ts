import type {
  ForgotPasswordBody,
  LoginBody,
  RequestVerificationBody,
  ResetPasswordBody,
  SignupBody,
  SocialLoginBody,
  VerifyBody,
  ZaloLoginBody,
} from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';

/** The account calls of the sign-up / sign-in screens (spec 7.5). Forms show their own errors. */
const quiet = { toast: false } as const;
const c = calls.auth;

export const authApi = {
  /** The signed-in account; 401 here only means "a visitor", so it never signs anyone out. */
  me: (signal?: AbortSignal) => callApi(c.me, {}, { signal, toast: false, onUnauthorized: 'throw' }),
  signup: (body: SignupBody) => callApi(c.signup, { body }, quiet),
  login: (body: LoginBody) => callApi(c.login, { body }, quiet),
  verify: (body: VerifyBody) => callApi(c.verify, { body }, quiet),
  requestVerification: (body: RequestVerificationBody) => callApi(c.requestVerification, { body }),
  forgotPassword: (body: ForgotPasswordBody) => callApi(c.forgotPassword, { body }, quiet),
  resetPassword: (body: ResetPasswordBody) => callApi(c.resetPassword, { body }, quiet),
  logout: () => callApi(c.logout, { body: {} }),
  loginSocial: (body: SocialLoginBody) => callApi(c.loginSocial, { body }, quiet),
  socialProviders: (signal?: AbortSignal) => callApi(c.socialProviders, {}, { signal, toast: false }),
  /** Zalo's consent page for a new attempt (the server keeps the attempt in a cookie). */
  zaloAuthorize: () => callApi(c.zaloAuthorize, {}, quiet),
  loginZalo: (body: ZaloLoginBody) => callApi(c.loginZalo, { body }, quiet),
};
