import { z } from 'zod';
import { ContactType, Gender, LoginMethod, OtpPurpose, SocialProvider, UserRole, UserStatus } from '../enums.js';
import { Email, FullName, Password, Phone } from './common.js';

/** Rules that need two fields: the new password typed twice. */
function confirmed<T extends z.ZodObject<{ newPassword: typeof Password; confirmPassword: z.ZodString }>>(schema: T) {
  return schema.refine((b) => b.newPassword === b.confirmPassword, {
    message: 'INVALID_CONFIRM_PASSWORDS',
    path: ['confirmPassword'],
  });
}

const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'INVALID');

/** Exactly one way of naming the account: an e-mail or a phone number. */
const Contact = z.object({ email: Email.optional(), phone: Phone.optional() });
function oneContact<T extends z.ZodObject<typeof Contact.shape>>(schema: T) {
  return schema.refine((b) => Boolean(b.email) !== Boolean(b.phone), {
    message: 'INVALID_INPUT_PARAMS',
    path: ['email'],
  });
}

export const SignupBody = z
  .object({
    contactType: ContactType.schema.default('EMAIL'),
    email: Email.optional(),
    phone: Phone.optional(),
    fullName: FullName,
    password: Password,
    confirmPassword: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, { message: 'INVALID_CONFIRM_PASSWORDS', path: ['confirmPassword'] })
  .superRefine((b, ctx) => {
    // Only the contact the person chose is required, and the error sits on that field.
    if (b.contactType === 'EMAIL' && !b.email) ctx.addIssue({ code: 'custom', message: 'INVALID_EMAIL', path: ['email'] });
    if (b.contactType === 'PHONE' && !b.phone) ctx.addIssue({ code: 'custom', message: 'INVALID_PHONE', path: ['phone'] });
  });
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginBody = oneContact(Contact.extend({ password: z.string().min(1).max(128) }));
export type LoginBody = z.infer<typeof LoginBody>;

export const SocialLoginBody = z.object({
  provider: SocialProvider.schema,
  token: z.string().min(1).max(8192),
});
export type SocialLoginBody = z.infer<typeof SocialLoginBody>;

/** Where to send the browser to sign in with Zalo (the attempt's state and PKCE verifier travel in an httpOnly cookie). */
export const ZaloAuthorizeResult = z.object({ url: z.url() });
export type ZaloAuthorizeResult = z.infer<typeof ZaloAuthorizeResult>;

/** What Zalo hands back on our return page: its one-time code and the state we gave it. */
export const ZaloLoginBody = z.object({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(256),
});
export type ZaloLoginBody = z.infer<typeof ZaloLoginBody>;

/** The sign-in providers this server verifies for real, with the public client id a browser signs in with. */
export const SocialProvidersDto = z.object({ providers: z.array(z.object({ provider: SocialProvider.schema, clientId: z.string() })) });
export type SocialProvidersDto = z.infer<typeof SocialProvidersDto>;

export const RequestVerificationBody = oneContact(Contact.extend({ purpose: z.enum(['VERIFY_EMAIL', 'VERIFY_PHONE']).optional() }));
export type RequestVerificationBody = z.infer<typeof RequestVerificationBody>;

export const VerifyBody = oneContact(Contact.extend({ code: Code, purpose: OtpPurpose.schema.optional() }));
export type VerifyBody = z.infer<typeof VerifyBody>;

export const ForgotPasswordBody = oneContact(Contact.extend({}));
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = confirmed(Contact.extend({ code: Code, newPassword: Password, confirmPassword: z.string() })).refine(
  (b) => Boolean(b.email) !== Boolean(b.phone),
  { message: 'INVALID_INPUT_PARAMS', path: ['email'] },
);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const RefreshBody = z.object({ refreshToken: z.string().min(1).max(512).optional() }).default({});
export type RefreshBody = z.infer<typeof RefreshBody>;

export const OwnOtpBody = z
  .object({
    purpose: z.enum(['CHANGE_PASSWORD', 'TERMINATE_ACCOUNT', 'VERIFY_PHONE', 'VERIFY_EMAIL']),
    /** The new number to confirm, for VERIFY_PHONE before update-phone. */
    phone: Phone.optional(),
  })
  .refine((b) => b.purpose !== 'VERIFY_PHONE' || Boolean(b.phone), { message: 'INVALID_PHONE', path: ['phone'] });
export type OwnOtpBody = z.infer<typeof OwnOtpBody>;

export const TerminateBody = z.object({ code: Code });
export type TerminateBody = z.infer<typeof TerminateBody>;

export const UpdateProfileBody = z
  .object({
    fullName: FullName,
    avatar: z.url('INVALID_REQUEST').max(2048).nullable(),
    gender: Gender.schema.nullable(),
    dateOfBirth: z.iso.date('INVALID_REQUEST').nullable(),
    bio: z.string().trim().max(2000).nullable(),
    address: z.string().trim().max(255, 'INVALID_ADDRESS').nullable(),
    city: z.string().trim().max(100, 'INVALID_CITY').nullable(),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const UpdateInterestsBody = z.object({
  interests: z.array(z.string().trim().min(1).max(100)).max(50),
});
export type UpdateInterestsBody = z.infer<typeof UpdateInterestsBody>;

export const FirstLoginBody = z.object({ interests: UpdateInterestsBody.shape.interests.optional() }).default({});
export type FirstLoginBody = z.infer<typeof FirstLoginBody>;

export const UpdatePhoneBody = z.object({ phone: Phone, code: Code });
export type UpdatePhoneBody = z.infer<typeof UpdatePhoneBody>;

export const ChangePasswordBody = confirmed(
  z.object({ oldPassword: z.string().min(1, 'OLD_PASSWORD_INCORRECT').max(128), newPassword: Password, confirmPassword: z.string() }),
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const ConfigurePasswordBody = confirmed(z.object({ newPassword: Password, confirmPassword: z.string() }));
export type ConfigurePasswordBody = z.infer<typeof ConfigurePasswordBody>;

export const SetPasswordBody = confirmed(z.object({ code: Code, newPassword: Password, confirmPassword: z.string() }));
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

export const UserDto = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  role: UserRole.schema,
  status: UserStatus.schema,
  gender: Gender.schema.nullable(),
  dateOfBirth: z.string().nullable(),
  bio: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  loginMethod: LoginMethod.schema,
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  isFirstLogin: z.boolean(),
  hasPassword: z.boolean(),
  interests: z.array(z.string()),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;

export const AuthResult = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  user: UserDto,
});
export type AuthResult = z.infer<typeof AuthResult>;

export const SignupResult = z.object({
  user: UserDto,
  /** Where the verification code went: an e-mail address or a phone number. */
  sentTo: z.string(),
  purpose: OtpPurpose.schema,
});
export type SignupResult = z.infer<typeof SignupResult>;

export const OtpSentResult = z.object({ sentTo: z.string(), purpose: OtpPurpose.schema, expiresAt: z.string() });
export type OtpSentResult = z.infer<typeof OtpSentResult>;

export const VerifyResult = z.union([AuthResult, z.object({ valid: z.literal(true), purpose: OtpPurpose.schema })]);
export type VerifyResult = z.infer<typeof VerifyResult>;

export const SessionResult = z.object({ user: UserDto, expiresAt: z.string() });
export type SessionResult = z.infer<typeof SessionResult>;
