import {
  AuthResult, ChangePasswordBody, ConfigurePasswordBody, FirstLoginBody, ForgotPasswordBody, IdParam, LoginBody, OkResponse,
  OtpSentResult, OwnOtpBody, PageQuery, RefreshBody, RequestVerificationBody, ResetPasswordBody, SessionResult, SetPasswordBody,
  SignupBody, SignupResult, SocialLoginBody, TerminateBody, UpdateInterestsBody, UpdatePhoneBody, UpdateProfileBody, UserDto,
  VerifyBody, VerifyResult, paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { route } from '../../../platform/http/route.js';
import type { AccountService } from './account.service.js';
import { clearSessionCookies, clientOf, refreshTokenOf, setSessionCookies, type CookiePolicy } from './auth.cookies.js';
import type { AuthService } from './auth.service.js';
import type { Sessions } from './sessions.js';

const tags = ['auth'];
const OTP_ERRORS = ['INVALID', 'EXPIRED', 'NOT_FOUND', 'MAX_RETRIES'] as const;
const EmptyPage = paged(z.unknown());

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; account: AccountService; sessions: Sessions; cookies: CookiePolicy; authRateLimit: number },
) {
  const { auth, account, sessions, cookies } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.authRateLimit, timeWindow: 60_000 };
  const signedIn = <T extends AuthResult>(reply: Parameters<typeof setSessionCookies>[0], session: T) => {
    setSessionCookies(reply, session, cookies);
    return session;
  };

  r.post('/api/v1/auth/signup', route({ access: 'public', tags, summary: 'Đăng ký bằng email hoặc số điện thoại', body: SignupBody, response: SignupResult, status: 201, rateLimit, errors: ['EMAIL_ALREADY_IN_USE', 'EMAIL_IN_USE_DIFFERENT_METHOD', 'PHONE_NUMBER_ALREADY_IN_USE', 'INVALID_PASSWORD_FORMAT', 'INVALID_CONFIRM_PASSWORDS'] }), async (req, reply) => {
    reply.status(201);
    return auth.signup(req.body);
  });

  r.post('/api/v1/auth/login', route({ access: 'public', tags, summary: 'Đăng nhập bằng mật khẩu', body: LoginBody, response: AuthResult, rateLimit, errors: ['INVALID_CREDENTIALS', 'ACCOUNT_NOT_VERIFIED', 'ACCOUNT_LOCKED', 'USER_INACTIVATED', 'INVALID_LOGIN_METHOD'] }), async (req, reply) =>
    signedIn(reply, await auth.login(req.body, clientOf(req))),
  );

  r.post('/api/v1/auth/login-social', route({ access: 'public', tags, summary: 'Đăng nhập bằng Google, Facebook, Twitter hoặc Apple', body: SocialLoginBody, response: AuthResult, rateLimit, errors: ['SOCIAL_TOKEN_INVALID', 'EMAIL_IN_USE_DIFFERENT_METHOD', 'USER_INACTIVATED', 'INVALID_LOGIN_METHOD'] }), async (req, reply) =>
    signedIn(reply, await auth.loginSocial(req.body, clientOf(req))),
  );

  r.post('/api/v1/auth/request-verification', route({ access: 'public', tags, summary: 'Gửi lại mã xác thực', body: RequestVerificationBody, response: OtpSentResult, rateLimit, errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_VERIFIED'] }), async (req) =>
    auth.requestVerification(req.body),
  );

  r.post('/api/v1/auth/verify', route({ access: 'public', tags, summary: 'Kiểm tra mã OTP (xác thực tài khoản thì đăng nhập luôn)', body: VerifyBody, response: VerifyResult, rateLimit, errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_VERIFIED', 'USER_INACTIVATED', ...OTP_ERRORS] }), async (req, reply) => {
    const result = await auth.verify(req.body, clientOf(req));
    return 'accessToken' in result ? signedIn(reply, result) : result;
  });

  r.post('/api/v1/auth/forgot-password', route({ access: 'public', tags, summary: 'Gửi mã đặt lại mật khẩu', body: ForgotPasswordBody, response: OtpSentResult, rateLimit, errors: ['ACCOUNT_NOT_FOUND'] }), async (req) =>
    auth.forgotPassword(req.body),
  );

  r.patch('/api/v1/auth/reset-password', route({ access: 'public', tags, summary: 'Đặt lại mật khẩu bằng mã OTP', body: ResetPasswordBody, response: OkResponse, rateLimit, errors: ['ACCOUNT_NOT_FOUND', 'INVALID_PASSWORD_FORMAT', 'INVALID_CONFIRM_PASSWORDS', ...OTP_ERRORS] }), async (req) => {
    await auth.resetPassword(req.body);
    return { success: true as const };
  });

  r.post('/api/v1/auth/refresh', route({ access: 'public', tags, summary: 'Đổi refresh token lấy phiên mới', body: RefreshBody, response: AuthResult, errors: ['INVALID_REFRESH_TOKEN'] }), async (req, reply) => {
    const token = refreshTokenOf(req, req.body?.refreshToken);
    if (!token) throw new AppError('INVALID_REFRESH_TOKEN');
    return signedIn(reply, await sessions.rotate(token, clientOf(req)));
  });

  r.post('/api/v1/auth/logout', route({ access: 'public', tags, summary: 'Đăng xuất', body: RefreshBody, response: OkResponse }), async (req, reply) => {
    await sessions.end(refreshTokenOf(req, req.body?.refreshToken));
    clearSessionCookies(reply);
    return { success: true as const };
  });

  const session = route({ access: 'public', tags, summary: 'Làm mới cookie phiên của web từ refresh cookie', response: SessionResult, errors: ['INVALID_REFRESH_TOKEN'] });
  const refreshSession = async (req: Parameters<typeof refreshTokenOf>[0], reply: Parameters<typeof setSessionCookies>[0]) => {
    const token = refreshTokenOf(req);
    if (!token) throw new AppError('INVALID_REFRESH_TOKEN');
    const result = signedIn(reply, await sessions.rotate(token, clientOf(req)));
    return { user: result.user, expiresAt: new Date(Date.now() + result.expiresIn * 1000).toISOString() };
  };
  r.get('/api/auth/session', session, refreshSession);
  r.post('/api/auth/session', session, refreshSession);

  r.get('/api/v1/auth/me', route({ access: 'user', tags, summary: 'Tài khoản đang đăng nhập', response: UserDto }), async (req) => account.me(actorOf(req).id));

  r.patch('/api/v1/auth/update-profile', route({ access: 'user', tags, summary: 'Cập nhật hồ sơ', body: UpdateProfileBody, response: UserDto, errors: ['INVALID_NAME', 'INVALID_ADDRESS', 'INVALID_CITY'] }), async (req) =>
    account.updateProfile(actorOf(req).id, req.body),
  );
  r.patch('/api/v1/auth/update-interests', route({ access: 'user', tags, summary: 'Cập nhật sở thích', body: UpdateInterestsBody, response: UserDto }), async (req) =>
    account.updateInterests(actorOf(req).id, req.body),
  );
  r.patch('/api/v1/auth/first-login', route({ access: 'user', tags, summary: 'Hoàn tất lần đăng nhập đầu tiên', body: FirstLoginBody, response: UserDto }), async (req) =>
    account.firstLogin(actorOf(req).id, req.body ?? {}),
  );
  r.post('/api/v1/auth/get-own-otp', route({ access: 'user', tags, summary: 'Gửi mã OTP cho tài khoản đang đăng nhập', body: OwnOtpBody, response: OtpSentResult, rateLimit, errors: ['PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_NOT_UPDATED', 'ACCOUNT_VERIFIED', 'INVALID_EMAIL'] }), async (req) =>
    account.sendOwnOtp(actorOf(req).id, req.body),
  );
  r.patch('/api/v1/auth/update-phone', route({ access: 'user', tags, summary: 'Đổi số điện thoại (mã VERIFY_PHONE)', body: UpdatePhoneBody, response: UserDto, rateLimit, errors: ['PHONE_NUMBER_ALREADY_IN_USE', 'INVALID_PHONE', ...OTP_ERRORS] }), async (req) =>
    account.updatePhone(actorOf(req).id, req.body),
  );
  r.patch('/api/v1/auth/change-password', route({ access: 'user', tags, summary: 'Đổi mật khẩu', body: ChangePasswordBody, response: AuthResult, rateLimit, errors: ['OLD_PASSWORD_INCORRECT', 'NEW_PASSWORD_SAME_AS_OLD_PASSWORD', 'INVALID_CONFIRM_PASSWORDS', 'INVALID_PASSWORD_FORMAT', 'INVALID_LOGIN_METHOD'] }), async (req, reply) =>
    signedIn(reply, await account.changePassword(actorOf(req).id, req.body, clientOf(req))),
  );
  r.patch('/api/v1/auth/configure-password', route({ access: 'user', tags, summary: 'Tạo mật khẩu cho tài khoản mạng xã hội', body: ConfigurePasswordBody, response: AuthResult, rateLimit, errors: ['PASSWORD_ALREADY_CONFIGURED', 'INVALID_CONFIRM_PASSWORDS', 'INVALID_PASSWORD_FORMAT'] }), async (req, reply) =>
    signedIn(reply, await account.configurePassword(actorOf(req).id, req.body, clientOf(req))),
  );
  r.patch('/api/v1/auth/set-password', route({ access: 'user', tags, summary: 'Đặt mật khẩu mới bằng mã CHANGE_PASSWORD', body: SetPasswordBody, response: AuthResult, rateLimit, errors: ['NEW_PASSWORD_SAME_AS_OLD_PASSWORD', 'INVALID_CONFIRM_PASSWORDS', 'INVALID_PASSWORD_FORMAT', ...OTP_ERRORS] }), async (req, reply) =>
    signedIn(reply, await account.setPassword(actorOf(req).id, req.body, clientOf(req))),
  );
  r.post('/api/v1/auth/terminate-request', route({ access: 'user', tags, summary: 'Gửi mã xác nhận xoá tài khoản', response: OtpSentResult, rateLimit, errors: ['PHONE_NUMBER_NOT_UPDATED'] }), async (req) =>
    account.terminateRequest(actorOf(req).id),
  );
  r.delete('/api/v1/auth/terminate', route({ access: 'user', tags, summary: 'Xoá tài khoản (ẩn danh hoá dữ liệu, giữ đơn hàng)', body: TerminateBody, response: OkResponse, rateLimit, errors: [...OTP_ERRORS] }), async (req, reply) => {
    await account.terminate(actorOf(req).id, req.body);
    clearSessionCookies(reply);
    return { success: true as const };
  });

  // Followings, subscriptions and reskills belong to later domains; until then the lists are empty.
  const emptyList = (query: PageQuery) => ({ data: [], meta: pageMeta(query, 0) });
  // GET /api/v1/auth/followings is registered by identity/follows (follows.routes.ts).
  r.get('/api/v1/auth/subscriptions', route({ access: 'user', tags, summary: 'Gói hội viên của tôi', querystring: PageQuery, response: EmptyPage }), async (req) => emptyList(req.query));
  r.get('/api/v1/auth/subscriptions/:id/plans', route({ access: 'user', tags, summary: 'Các mức giá của gói hội viên của tôi', params: IdParam, response: z.array(z.unknown()), errors: ['SUBSCRIPTION_NOT_FOUND'] }), async () => {
    throw new AppError('SUBSCRIPTION_NOT_FOUND');
  });
  r.get('/api/v1/auth/reskills', route({ access: 'user', tags, summary: 'Chương trình reskill của tôi', querystring: PageQuery, response: EmptyPage }), async (req) => emptyList(req.query));
  r.get('/api/v1/auth/reskills/:id', route({ access: 'user', tags, summary: 'Một chương trình reskill của tôi', params: IdParam, response: z.unknown(), errors: ['RESKILL_NOT_FOUND'] }), async () => {
    throw new AppError('RESKILL_NOT_FOUND');
  });
}
