import { calls, type AuthResult, type SocialProvider } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { serve } from '../../../platform/http/route.js';
import { peopleCache } from '../profiles/people-cache.js';
import type { AccountService } from './account.service.js';
import { clearSessionCookies, clientOf, installSessionHint, refreshTokenOf, setSessionCookies, type CookiePolicy } from './auth.cookies.js';
import type { AuthService } from './auth.service.js';
import type { Sessions } from './sessions.js';
import { ZALO_ATTEMPT_COOKIE, ZALO_ATTEMPT_COOKIE_PATH, ZALO_ATTEMPT_SECONDS, type ZaloSignIn } from './zalo.js';
import type { Ports } from '../../module.js';

const tags = ['auth'];
const c = calls.auth;
const OTP_ERRORS = ['INVALID', 'EXPIRED', 'NOT_FOUND', 'MAX_RETRIES'] as const;

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    account: AccountService;
    sessions: Sessions;
    cookies: CookiePolicy;
    authRateLimit: number;
    /** The public client ids of the providers verified for real (the web's sign-in buttons); none in local mode. */
    socialClients?: Partial<Record<SocialProvider, string>>;
    /** Zalo sign-in, when configured: starts an attempt. */
    zalo?: Pick<ZaloSignIn, 'begin'>;
    /** A member's own subscriptions, read by the memberships context (its port). */
    subscriptions: Ports['memberSubscriptions'];
    /** The reskill programmes a person bought (the memberships context's port). */
    reskills: Ports['boughtReskills'];
  },
) {
  const { auth, account, sessions, cookies } = deps;
  const rateLimit = { max: deps.authRateLimit, timeWindow: 60_000 };
  installSessionHint(app, cookies);
  const signedIn = <T extends AuthResult>(reply: Parameters<typeof setSessionCookies>[0], session: T) => {
    setSessionCookies(reply, session, cookies);
    return session;
  };

  serve(
    app,
    c.signup,
    {
      tags,
      summary: 'Đăng ký bằng email hoặc số điện thoại',
      rateLimit,
      errors: ['EMAIL_ALREADY_IN_USE', 'EMAIL_IN_USE_DIFFERENT_METHOD', 'PHONE_NUMBER_ALREADY_IN_USE', 'INVALID_PASSWORD_FORMAT', 'INVALID_CONFIRM_PASSWORDS'],
    },
    async (req) => auth.signup(req.body),
  );
  serve(
    app,
    c.login,
    {
      tags,
      summary: 'Đăng nhập bằng mật khẩu',
      rateLimit,
      errors: ['INVALID_CREDENTIALS', 'ACCOUNT_NOT_VERIFIED', 'ACCOUNT_LOCKED', 'USER_INACTIVATED', 'INVALID_LOGIN_METHOD'],
    },
    async (req, reply) => signedIn(reply, await auth.login(req.body, clientOf(req))),
  );
  serve(
    app,
    c.loginSocial,
    {
      tags,
      summary: 'Đăng nhập bằng Google, Facebook, Twitter hoặc Apple (Zalo: /auth/login-zalo)',
      rateLimit,
      errors: ['SOCIAL_TOKEN_INVALID', 'EMAIL_IN_USE_DIFFERENT_METHOD', 'USER_INACTIVATED', 'INVALID_LOGIN_METHOD'],
    },
    async (req, reply) => signedIn(reply, await auth.loginSocial(req.body, clientOf(req))),
  );
  serve(
    app,
    c.zaloAuthorize,
    { tags, summary: 'Bắt đầu đăng nhập bằng Zalo (OAuth v4, PKCE)', rateLimit, errors: ['INVALID_LOGIN_METHOD'] },
    async (_req, reply) => {
      if (!deps.zalo) throw new AppError('INVALID_LOGIN_METHOD');
      const { url, cookie } = deps.zalo.begin();
      reply.setCookie(ZALO_ATTEMPT_COOKIE, cookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: cookies.secure,
        path: ZALO_ATTEMPT_COOKIE_PATH,
        maxAge: ZALO_ATTEMPT_SECONDS,
      });
      return { url };
    },
  );
  serve(
    app,
    c.loginZalo,
    {
      tags,
      summary: 'Đăng nhập bằng mã Zalo trả về',
      description: 'Mã `state` phải khớp lượt đăng nhập đang mở trên trình duyệt này (cookie); mỗi lượt chỉ dùng một lần.',
      rateLimit,
      errors: ['SOCIAL_STATE_INVALID', 'SOCIAL_TOKEN_INVALID', 'USER_INACTIVATED', 'ACCOUNT_NOT_FOUND', 'INVALID_LOGIN_METHOD'],
    },
    async (req, reply) => {
      // One attempt, one try: whatever the answer, the cookie is spent.
      reply.clearCookie(ZALO_ATTEMPT_COOKIE, { path: ZALO_ATTEMPT_COOKIE_PATH });
      return signedIn(reply, await auth.loginZalo(req.body, req.cookies[ZALO_ATTEMPT_COOKIE], clientOf(req)));
    },
  );
  serve(app, c.socialProviders, { tags, summary: 'Các cách đăng nhập bằng mạng xã hội mà trang web có thể đưa ra' }, async () => ({
    providers: Object.entries(deps.socialClients ?? {}).flatMap(([provider, clientId]) =>
      clientId ? [{ provider: provider as SocialProvider, clientId }] : [],
    ),
  }));
  serve(app, c.requestVerification, { tags, summary: 'Gửi lại mã xác thực', rateLimit, errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_VERIFIED'] }, async (req) =>
    auth.requestVerification(req.body),
  );
  serve(
    app,
    c.verify,
    {
      tags,
      summary: 'Kiểm tra mã OTP (xác thực tài khoản thì đăng nhập luôn)',
      rateLimit,
      errors: ['ACCOUNT_NOT_FOUND', 'ACCOUNT_VERIFIED', 'USER_INACTIVATED', ...OTP_ERRORS],
    },
    async (req, reply) => {
      const result = await auth.verify(req.body, clientOf(req));
      return 'accessToken' in result ? signedIn(reply, result) : result;
    },
  );
  serve(app, c.forgotPassword, { tags, summary: 'Gửi mã đặt lại mật khẩu', rateLimit, errors: ['ACCOUNT_NOT_FOUND'] }, async (req) =>
    auth.forgotPassword(req.body),
  );
  serve(
    app,
    c.resetPassword,
    {
      tags,
      summary: 'Đặt lại mật khẩu bằng mã OTP',
      rateLimit,
      errors: ['ACCOUNT_NOT_FOUND', 'INVALID_PASSWORD_FORMAT', 'INVALID_CONFIRM_PASSWORDS', ...OTP_ERRORS],
    },
    async (req) => {
      await auth.resetPassword(req.body);
      return { success: true as const };
    },
  );
  serve(app, c.refresh, { tags, summary: 'Đổi refresh token lấy phiên mới', errors: ['INVALID_REFRESH_TOKEN'] }, async (req, reply) => {
    const token = refreshTokenOf(req, req.body?.refreshToken);
    if (!token) throw new AppError('INVALID_REFRESH_TOKEN');
    return signedIn(reply, await sessions.rotate(token, clientOf(req)));
  });
  serve(app, c.logout, { tags, summary: 'Đăng xuất' }, async (req, reply) => {
    await sessions.end(refreshTokenOf(req, req.body?.refreshToken));
    clearSessionCookies(reply);
    return { success: true as const };
  });

  const session = { tags, summary: 'Làm mới cookie phiên của web từ refresh cookie', errors: ['INVALID_REFRESH_TOKEN'] } as const;
  const refreshSession = async (req: Parameters<typeof refreshTokenOf>[0], reply: Parameters<typeof setSessionCookies>[0]) => {
    const token = refreshTokenOf(req);
    if (!token) throw new AppError('INVALID_REFRESH_TOKEN');
    const result = signedIn(reply, await sessions.rotate(token, clientOf(req)));
    return { user: result.user, expiresAt: new Date(Date.now() + result.expiresIn * 1000).toISOString() };
  };
  serve(app, c.sessionByGet, session, refreshSession);
  serve(app, c.session, session, refreshSession);

  serve(app, c.me, { tags, summary: 'Tài khoản đang đăng nhập' }, async (req) => account.me(actorOf(req).id));
  serve(
    app,
    c.updateProfile,
    { tags, summary: 'Cập nhật hồ sơ', errors: ['INVALID_NAME', 'INVALID_ADDRESS', 'INVALID_CITY'], invalidates: peopleCache.personChanged },
    async (req) => account.updateProfile(actorOf(req).id, req.body),
  );
  serve(app, c.updateInterests, { tags, summary: 'Cập nhật sở thích' }, async (req) => account.updateInterests(actorOf(req).id, req.body));
  serve(app, c.firstLogin, { tags, summary: 'Hoàn tất lần đăng nhập đầu tiên', invalidates: peopleCache.personChanged }, async (req) =>
    account.firstLogin(actorOf(req).id, req.body ?? {}),
  );
  serve(
    app,
    c.sendOwnOtp,
    {
      tags,
      summary: 'Gửi mã OTP cho tài khoản đang đăng nhập',
      rateLimit,
      errors: ['PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_NOT_UPDATED', 'ACCOUNT_VERIFIED', 'INVALID_EMAIL'],
    },
    async (req) => account.sendOwnOtp(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.updatePhone,
    { tags, summary: 'Đổi số điện thoại (mã VERIFY_PHONE)', rateLimit, errors: ['PHONE_NUMBER_ALREADY_IN_USE', 'INVALID_PHONE', ...OTP_ERRORS] },
    async (req) => account.updatePhone(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.changePassword,
    {
      tags,
      summary: 'Đổi mật khẩu',
      rateLimit,
      errors: ['OLD_PASSWORD_INCORRECT', 'NEW_PASSWORD_SAME_AS_OLD_PASSWORD', 'INVALID_CONFIRM_PASSWORDS', 'INVALID_PASSWORD_FORMAT', 'INVALID_LOGIN_METHOD'],
    },
    async (req, reply) => signedIn(reply, await account.changePassword(actorOf(req).id, req.body, clientOf(req))),
  );
  serve(
    app,
    c.configurePassword,
    {
      tags,
      summary: 'Tạo mật khẩu cho tài khoản mạng xã hội',
      rateLimit,
      errors: ['PASSWORD_ALREADY_CONFIGURED', 'INVALID_CONFIRM_PASSWORDS', 'INVALID_PASSWORD_FORMAT'],
    },
    async (req, reply) => signedIn(reply, await account.configurePassword(actorOf(req).id, req.body, clientOf(req))),
  );
  serve(
    app,
    c.setPassword,
    {
      tags,
      summary: 'Đặt mật khẩu mới bằng mã CHANGE_PASSWORD',
      rateLimit,
      errors: ['NEW_PASSWORD_SAME_AS_OLD_PASSWORD', 'INVALID_CONFIRM_PASSWORDS', 'INVALID_PASSWORD_FORMAT', ...OTP_ERRORS],
    },
    async (req, reply) => signedIn(reply, await account.setPassword(actorOf(req).id, req.body, clientOf(req))),
  );
  serve(app, c.terminateRequest, { tags, summary: 'Gửi mã xác nhận xoá tài khoản', rateLimit, errors: ['PHONE_NUMBER_NOT_UPDATED'] }, async (req) =>
    account.terminateRequest(actorOf(req).id),
  );
  serve(
    app,
    c.terminate,
    { tags, summary: 'Xoá tài khoản (ẩn danh hoá dữ liệu, giữ đơn hàng)', rateLimit, errors: [...OTP_ERRORS], invalidates: peopleCache.personChanged },
    async (req, reply) => {
      await account.terminate(actorOf(req).id, req.body);
      clearSessionCookies(reply);
      return { success: true as const };
    },
  );

  // Reskills belong to a later domain; until then the list is empty. Subscriptions are read from memberships.
  // My followings (calls.follows.listMine) are served by identity/follows.
  serve(app, c.listSubscriptions, { tags, summary: 'Gói hội viên của tôi', description: 'Mới nhất trước (`sort=ASC`: cũ nhất trước).' }, async (req) =>
    deps.subscriptions.listMine(actorOf(req).id, req.query),
  );
  serve(
    app,
    c.subscriptionPlans,
    {
      tags,
      summary: 'Các mức giá mà gói đăng ký của tôi có thể dùng',
      description:
        'Mức giá hiện tại trước (`isCurrent`), rồi mọi mức giá đang mở bán của các gói đang hoạt động (để đổi gói). Gói đăng ký của người khác: SUBSCRIPTION_NOT_FOUND.',
      errors: ['SUBSCRIPTION_NOT_FOUND'],
    },
    async (req) => deps.subscriptions.plansOf(actorOf(req).id, req.params.id),
  );
  // Reskills: read through the memberships context's port (the programmes the signed-in user bought).
  serve(app, c.listReskills, { tags, summary: 'Chương trình reskill tôi đã mua, mới mua trước' }, async (req) =>
    deps.reskills.listOwned(actorOf(req).id, req.query),
  );
  serve(app, c.getReskill, { tags, summary: 'Một chương trình reskill tôi đã mua, với các mức giá tôi giữ', errors: ['RESKILL_NOT_FOUND'] }, async (req) =>
    deps.reskills.getOwned(actorOf(req).id, req.params.id),
  );
}
