import {
  AuthResult,
  ChangePasswordBody,
  ConfigurePasswordBody,
  FirstLoginBody,
  ForgotPasswordBody,
  LoginBody,
  OtpSentResult,
  OwnOtpBody,
  RefreshBody,
  RequestVerificationBody,
  ResetPasswordBody,
  SocialProvidersDto,
  SessionResult,
  SetPasswordBody,
  SignupBody,
  SignupResult,
  SocialLoginBody,
  ZaloAuthorizeResult,
  ZaloLoginBody,
  TerminateBody,
  UpdateInterestsBody,
  UpdatePhoneBody,
  UpdateProfileBody,
  UserDto,
  VerifyBody,
  VerifyResult,
} from '../schemas/auth.js';
import { SubscriptionPage, SubscriptionPlans } from '../schemas/memberships.js';
import { OwnedReskillDto } from '../schemas/reskills.js';
import { UsersGetOtpBody } from '../schemas/admin-users.js';
import { IdParam, OkResponse, PageQuery, paged } from '../schemas/common.js';
import { call } from './call.js';

export const authCalls = {
  signup: call({ method: 'POST', path: '/api/v1/auth/signup', access: 'public', body: SignupBody, response: SignupResult, status: 201 }),
  /** The legacy path of sign-up: same body, answer and limits. */
  register: call({ method: 'POST', path: '/api/v1/users/register', access: 'public', body: SignupBody, response: SignupResult, status: 201 }),
  login: call({ method: 'POST', path: '/api/v1/auth/login', access: 'public', body: LoginBody, response: AuthResult }),
  loginSocial: call({ method: 'POST', path: '/api/v1/auth/login-social', access: 'public', body: SocialLoginBody, response: AuthResult }),
  /** Which social sign-ins the web may offer (none in local mode or without a client id). */
  socialProviders: call({ method: 'GET', path: '/api/v1/auth/social-providers', access: 'public', response: SocialProvidersDto }),
  /** Starts a Zalo sign-in (OAuth v4 with PKCE): Zalo's consent page, the attempt kept in a short-lived signed cookie. */
  zaloAuthorize: call({ method: 'POST', path: '/api/v1/auth/zalo/authorize', access: 'public', response: ZaloAuthorizeResult }),
  /** Ends it: Zalo's code and state, checked against the attempt's cookie, sign the person in. */
  loginZalo: call({ method: 'POST', path: '/api/v1/auth/login-zalo', access: 'public', body: ZaloLoginBody, response: AuthResult }),
  requestVerification: call({
    method: 'POST',
    path: '/api/v1/auth/request-verification',
    access: 'public',
    body: RequestVerificationBody,
    response: OtpSentResult,
  }),
  /** The legacy path sending a verification or password-reset code, by purpose. */
  sendOtp: call({ method: 'POST', path: '/api/v1/users/get-otp', access: 'public', body: UsersGetOtpBody, response: OtpSentResult }),
  verify: call({ method: 'POST', path: '/api/v1/auth/verify', access: 'public', body: VerifyBody, response: VerifyResult }),
  forgotPassword: call({ method: 'POST', path: '/api/v1/auth/forgot-password', access: 'public', body: ForgotPasswordBody, response: OtpSentResult }),
  resetPassword: call({ method: 'PATCH', path: '/api/v1/auth/reset-password', access: 'public', body: ResetPasswordBody, response: OkResponse }),
  refresh: call({ method: 'POST', path: '/api/v1/auth/refresh', access: 'public', body: RefreshBody, response: AuthResult }),
  logout: call({ method: 'POST', path: '/api/v1/auth/logout', access: 'public', body: RefreshBody, response: OkResponse }),
  /** The web origin's session-refresh path (spec 2), called once when a request answers 401. */
  session: call({ method: 'POST', path: '/api/auth/session', access: 'public', response: SessionResult }),
  /** The same refresh for clients that probe the session with GET. */
  sessionByGet: call({ method: 'GET', path: '/api/auth/session', access: 'public', response: SessionResult }),

  me: call({ method: 'GET', path: '/api/v1/auth/me', access: 'user', response: UserDto }),
  updateProfile: call({ method: 'PATCH', path: '/api/v1/auth/update-profile', access: 'user', body: UpdateProfileBody, response: UserDto }),
  updateInterests: call({ method: 'PATCH', path: '/api/v1/auth/update-interests', access: 'user', body: UpdateInterestsBody, response: UserDto }),
  firstLogin: call({ method: 'PATCH', path: '/api/v1/auth/first-login', access: 'user', body: FirstLoginBody, response: UserDto }),
  sendOwnOtp: call({ method: 'POST', path: '/api/v1/auth/get-own-otp', access: 'user', body: OwnOtpBody, response: OtpSentResult }),
  updatePhone: call({ method: 'PATCH', path: '/api/v1/auth/update-phone', access: 'user', body: UpdatePhoneBody, response: UserDto }),
  changePassword: call({ method: 'PATCH', path: '/api/v1/auth/change-password', access: 'user', body: ChangePasswordBody, response: AuthResult }),
  configurePassword: call({ method: 'PATCH', path: '/api/v1/auth/configure-password', access: 'user', body: ConfigurePasswordBody, response: AuthResult }),
  setPassword: call({ method: 'PATCH', path: '/api/v1/auth/set-password', access: 'user', body: SetPasswordBody, response: AuthResult }),
  terminateRequest: call({ method: 'POST', path: '/api/v1/auth/terminate-request', access: 'user', response: OtpSentResult }),
  terminate: call({ method: 'DELETE', path: '/api/v1/auth/terminate', access: 'user', body: TerminateBody, response: OkResponse }),

  listSubscriptions: call({ method: 'GET', path: '/api/v1/auth/subscriptions', access: 'user', query: PageQuery, response: SubscriptionPage }),
  subscriptionPlans: call({ method: 'GET', path: '/api/v1/auth/subscriptions/:id/plans', access: 'user', params: IdParam, response: SubscriptionPlans }),
  listReskills: call({ method: 'GET', path: '/api/v1/auth/reskills', access: 'user', query: PageQuery, response: paged(OwnedReskillDto) }),
  getReskill: call({ method: 'GET', path: '/api/v1/auth/reskills/:id', access: 'user', params: IdParam, response: OwnedReskillDto }),
} as const;
