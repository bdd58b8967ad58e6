import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ZnsTemplatesJson } from './platform/messaging/zns-templates.js';

const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789';
const DEV_UPLOAD_SECRET = 'dev-only-upload-secret-change-me-0123456789';
const DEV_SCHEDULER_SECRET = 'dev-only-scheduler-secret-change-me-0123456789';
/** Sandbox payment credentials: providers.md test vectors and MoMo's public sample keys. */
const DEV_PAYMENT = {
  VNPAY_TMN_CODE: 'TESTTMN1',
  VNPAY_HASH_SECRET: 'TESTSECRETKEY0123456789ABCDEFGHI',
  MOMO_PARTNER_CODE: 'MOMO',
  MOMO_ACCESS_KEY: 'F8BBA842ECF85',
  MOMO_SECRET_KEY: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
  STRIPE_SECRET_KEY: 'sk_test_sandbox',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_vectors_0001',
} as const;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optional = z.string().trim().min(1).optional();
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);
/** Fastify's `trustProxy`: `true` (any hop), a number of hops, or the proxies' addresses/CIDR ranges. */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const v = value.trim();
  if (v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const address of list) {
    if (!proxyAddress.safeParse(address).success)
      ctx.addIssue({ code: 'custom', message: `expected true, false, a hop count or addresses/CIDR ranges; got ${address}` });
  }
  return list;
});

/**
 * Fastify 5 ignores a bare hop count (it cannot tell the proxy from a client that reached the
 * server directly), so a count becomes Express's rule: the nearest n hops are proxies. Only safe
 * when nothing reaches the server but through them; the README says so.
 */
function trustProxyOption(setting: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxy.default(false),
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  UPLOAD_SECRET: z.string().min(32).default(DEV_UPLOAD_SECRET),
  /** The shared secret scheduler webhooks are signed with (HMAC-SHA256 in x-scheduler-signature; see scheduler-signature.ts). */
  SCHEDULER_WEBHOOK_SECRET: z.string().min(32).default(DEV_SCHEDULER_SECRET),
  /** Amazon SNS topics whose messages POST /api/v3/web-hooks/sns accepts (ARNs, comma-separated); empty: any topic. */
  SNS_TOPIC_ARNS: z.string().default(''),
  API_ENCRYPTION_SECRET: optional,
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CORS_ORIGINS: z.string().default(''),
  /** The content service (apps/cms), whose reads the web makes through GET /cms/api/*. */
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  DEMO_ADMIN_PASSWORD: z.string().min(8).default('Admin@123456'),
  SEED_DEMO: bool.default(true),
  JOB_WORKER: bool.default(true),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Học & Sự kiện <no-reply@hocsukien.vn>'),
  ESMS_API_KEY: optional,
  ESMS_SECRET_KEY: optional,
  ESMS_BRANDNAME: optional,
  /** eSMS's endpoint (tests point it at a local server playing eSMS). */
  ESMS_API_URL: z.url().optional(),
  ZNS_ACCESS_TOKEN: optional,
  /** The approved ZNS template for one-time codes, and the name of its code parameter; without it codes go by SMS. */
  ZNS_OTP_TEMPLATE_ID: optional,
  ZNS_OTP_PARAM: z.string().trim().min(1).default('otp'),
  /** The ZNS template of each notification type (JSON; see platform/messaging/zns-templates.ts). */
  ZNS_TEMPLATES: ZnsTemplatesJson.default({}),
  /** Zalo's ZNS endpoint (tests point it at a local server playing Zalo). */
  ZNS_API_URL: z.url().optional(),
  FCM_CREDENTIALS: optional,
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY: optional,
  S3_SECRET_KEY: optional,
  S3_PUBLIC_URL: optional,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  UPLOAD_URL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(15),
  DOWNLOAD_URL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 3600)
    .default(300),
  /** Bytes a host's library may hold (files, soft-deleted ones included until purged). */
  LIBRARY_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 1024 * 1024 * 1024),
  /** Days a deleted library resource stays in the bin (restorable, counted in the quota) before it goes for good. */
  LIBRARY_BIN_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SOCIAL_LOGIN_MODE: z.enum(['local', 'live']).optional(),
  GOOGLE_CLIENT_ID: optional,
  APPLE_CLIENT_ID: optional,
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  TWITTER_CONSUMER_KEY: optional,
  TWITTER_CONSUMER_SECRET: optional,
  /** Zalo sign-in (a web app of Zalo's Social API): both, or Zalo is not offered. */
  ZALO_APP_ID: optional,
  ZALO_APP_SECRET: optional,
  /** Zalo's OAuth and Graph hosts; tests point them at a local fake. */
  ZALO_OAUTH_URL: z.url().default('https://oauth.zaloapp.com'),
  ZALO_GRAPH_URL: z.url().default('https://graph.zalo.me'),
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  OTP_MAX_RETRIES: z.coerce.number().int().min(1).max(20).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_OPEN_GRAPH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  HOLD_MINUTES: z.coerce.number().int().min(1).default(15),
  PUBLIC_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** 0: the products listing reads catalogue_entries in PostgreSQL instead of this process's mirror of it (catalogue-index/mirror). */
  CATALOGUE_MIRROR: z.enum(['0', '1']).default('1'),
  /**
   * Above this many listed entries the mirror is not loaded. It holds an entry in about 400 bytes outside V8's heap
   * (typed arrays and buffers, which npm start's 256 MB heap bound does not count) and a few on it: 2,000,000 is ~800 MB.
   */
  CATALOGUE_MIRROR_MAX_ENTRIES: z.coerce.number().int().min(0).default(2_000_000),
  PAYMENT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  VNPAY_TMN_CODE: z.string().default(DEV_PAYMENT.VNPAY_TMN_CODE),
  VNPAY_HASH_SECRET: z.string().min(8).default(DEV_PAYMENT.VNPAY_HASH_SECRET),
  VNPAY_PAY_URL: z.url().default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  VNPAY_API_URL: z.url().default('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction'),
  MOMO_PARTNER_CODE: z.string().default(DEV_PAYMENT.MOMO_PARTNER_CODE),
  MOMO_ACCESS_KEY: z.string().default(DEV_PAYMENT.MOMO_ACCESS_KEY),
  MOMO_SECRET_KEY: z.string().min(8).default(DEV_PAYMENT.MOMO_SECRET_KEY),
  MOMO_API_URL: z.url().optional(),
  MOMO_REQUEST_TYPE: z.enum(['captureWallet', 'payWithMethod', 'payWithATM', 'payWithCC']).default('captureWallet'),
  STRIPE_SECRET_KEY: z.string().default(DEV_PAYMENT.STRIPE_SECRET_KEY),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).default(DEV_PAYMENT.STRIPE_WEBHOOK_SECRET),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** Public by design (Stripe.js in the browser uses it); never the secret key. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/)
    .optional(),
  APPLE_BUNDLE_ID: z.string().default('vn.hocsukien.app'),
  APPLE_ROOT_CERTS: optional,
  APPLE_APP_APPLE_ID: z.coerce.number().int().positive().optional(),
  APPLE_ENVIRONMENT: z.enum(['Sandbox', 'Production']).optional(),
  PAYMENT_SANDBOX_IPN_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  PAYMENT_SANDBOX_RETRY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  WEB_DIST: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
});

export type Config = ReturnType<typeof parseConfig>;

/** Reads the environment once; production refuses to start with a development secret. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && (e.JWT_SECRET === DEV_JWT_SECRET || e.UPLOAD_SECRET === DEV_UPLOAD_SECRET || e.SCHEDULER_WEBHOOK_SECRET === DEV_SCHEDULER_SECRET)) {
    throw new Error('JWT_SECRET, UPLOAD_SECRET and SCHEDULER_WEBHOOK_SECRET must be set to real secrets in production');
  }
  const devPaymentSecrets = (Object.keys(DEV_PAYMENT) as (keyof typeof DEV_PAYMENT)[]).filter((k) => e[k] === DEV_PAYMENT[k]);
  if (isProduction && e.PAYMENT_MODE === 'live' && devPaymentSecrets.length) {
    throw new Error(`PAYMENT_MODE=live needs real provider credentials; still the sandbox ones: ${devPaymentSecrets.join(', ')}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    trustProxy: trustProxyOption(e.TRUST_PROXY),
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    jwtSecret: e.JWT_SECRET,
    uploadSecret: e.UPLOAD_SECRET,
    schedulerSecret: e.SCHEDULER_WEBHOOK_SECRET,
    snsTopicArns: e.SNS_TOPIC_ARNS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    encryptionSecret: e.API_ENCRYPTION_SECRET,
    accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: e.BODY_LIMIT_BYTES,
    cmsUrl: e.CMS_URL,
    demo: { seed: e.SEED_DEMO, adminEmail: 'admin@demo.vn', adminPassword: e.DEMO_ADMIN_PASSWORD },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms:
      e.ESMS_API_KEY && e.ESMS_SECRET_KEY
        ? { apiKey: e.ESMS_API_KEY, secretKey: e.ESMS_SECRET_KEY, brandname: e.ESMS_BRANDNAME, url: e.ESMS_API_URL }
        : undefined,
    zns: e.ZNS_ACCESS_TOKEN
      ? {
          accessToken: e.ZNS_ACCESS_TOKEN,
          url: e.ZNS_API_URL,
          otp: e.ZNS_OTP_TEMPLATE_ID ? { templateId: e.ZNS_OTP_TEMPLATE_ID, param: e.ZNS_OTP_PARAM } : undefined,
        }
      : undefined,
    znsTemplates: e.ZNS_TEMPLATES,
    fcmCredentials: e.FCM_CREDENTIALS,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    libraryQuotaBytes: e.LIBRARY_QUOTA_BYTES,
    libraryBinDays: e.LIBRARY_BIN_DAYS,
    upload: { maxBytes: e.UPLOAD_MAX_BYTES, urlSeconds: e.UPLOAD_URL_MINUTES * 60, downloadSeconds: e.DOWNLOAD_URL_SECONDS },
    social: {
      // The local provider trusts any well-formed token: never in production unless asked for.
      mode: e.SOCIAL_LOGIN_MODE ?? (isProduction ? 'live' : 'local'),
      googleClientId: e.GOOGLE_CLIENT_ID,
      appleClientId: e.APPLE_CLIENT_ID,
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
      twitterConsumerKey: e.TWITTER_CONSUMER_KEY,
      twitterConsumerSecret: e.TWITTER_CONSUMER_SECRET,
      zalo:
        e.ZALO_APP_ID && e.ZALO_APP_SECRET
          ? {
              appId: e.ZALO_APP_ID,
              appSecret: e.ZALO_APP_SECRET,
              oauthUrl: e.ZALO_OAUTH_URL.replace(/\/$/, ''),
              graphUrl: e.ZALO_GRAPH_URL.replace(/\/$/, ''),
              // Zalo sends the browser back to the web app's page, which hands the code to the API.
              redirectUri: `${publicUrl}/auth/social/zalo`,
              // Signs the attempt's cookie (state and PKCE verifier); a key of its own, derived like the sandbox's.
              attemptSecret: createHash('sha256').update(`zalo-sign-in:${e.JWT_SECRET}`).digest('hex'),
            }
          : undefined,
    },
    otp: { ttlSeconds: e.OTP_TTL_MINUTES * 60, maxRetries: e.OTP_MAX_RETRIES, resendSeconds: e.OTP_RESEND_SECONDS },
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockSeconds: e.LOGIN_LOCK_MINUTES * 60 },
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    /** Link previews (POST /open-graph) per signed-in user per minute. */
    rateLimitOpenGraphPerMinute: e.RATE_LIMIT_OPEN_GRAPH_PER_MINUTE,
    holdMinutes: e.HOLD_MINUTES,
    /** Bytes of anonymous public answers kept in this process (0: none). */
    publicCacheMaxBytes: e.PUBLIC_CACHE_MAX_BYTES,
    /** Whether the products listing reads this process's mirror of the catalogue index (catalogue-index/mirror). */
    catalogueMirror: e.CATALOGUE_MIRROR === '1',
    catalogueMirrorMaxEntries: e.CATALOGUE_MIRROR_MAX_ENTRIES,
    payments: {
      mode: e.PAYMENT_MODE,
      /** Keys the sandbox's own signatures (the local App Store chain, the simulated sheet links). */
      sandboxSecret: createHash('sha256').update(`payment-sandbox:${e.JWT_SECRET}`).digest('hex'),
      sandbox: { ipnAttempts: e.PAYMENT_SANDBOX_IPN_ATTEMPTS, retryDelayMs: e.PAYMENT_SANDBOX_RETRY_MS },
      vnpay: { tmnCode: e.VNPAY_TMN_CODE, hashSecret: e.VNPAY_HASH_SECRET, payUrl: e.VNPAY_PAY_URL, apiUrl: e.VNPAY_API_URL },
      momo: {
        partnerCode: e.MOMO_PARTNER_CODE,
        accessKey: e.MOMO_ACCESS_KEY,
        secretKey: e.MOMO_SECRET_KEY,
        apiUrl: (e.MOMO_API_URL ?? (e.PAYMENT_MODE === 'live' ? 'https://payment.momo.vn' : 'https://test-payment.momo.vn')).replace(/\/$/, ''),
        requestType: e.MOMO_REQUEST_TYPE,
      },
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''),
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      },
      apple: {
        bundleId: e.APPLE_BUNDLE_ID,
        rootCerts: e.APPLE_ROOT_CERTS,
        appAppleId: e.APPLE_APP_APPLE_ID,
        // The sandbox signs as Apple's sandbox; live trusts production unless told otherwise (TestFlight purchases are free).
        environment: e.PAYMENT_MODE === 'sandbox' ? ('Sandbox' as const) : (e.APPLE_ENVIRONMENT ?? 'Production'),
      },
    },
    /** Whether this process works the job queue; every process may enqueue. */
    jobWorker: e.JOB_WORKER,
    webDist: e.WEB_DIST,
    uploadDir: e.UPLOAD_DIR ?? `${e.DATA_DIR}/uploads`,
  };
}
