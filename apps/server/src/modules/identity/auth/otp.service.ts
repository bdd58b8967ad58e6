import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import type { Messaging } from '../../../platform/messaging/messaging.js';
import type { AuthRepository } from './auth.repository.js';
import { otpMessage } from './auth.messages.js';

export interface OtpConfig {
  ttlSeconds: number;
  maxRetries: number;
  resendSeconds: number;
  secret: string;
  /** The approved ZNS template for codes and its code parameter: a phone then gets its code by Zalo first. */
  zns?: { templateId: string; param: string };
}

/** Six-digit one-time codes: stored as HMACs, expiring, with a limited number of tries. */
export function createOtpService(deps: { repo: AuthRepository; messaging: Pick<Messaging, 'sendFirst'>; config: OtpConfig }) {
  const { repo, messaging, config } = deps;
  const digest = (id: string, code: string) => createHmac('sha256', config.secret).update(`${id}:${code}`).digest();

  return {
    /** Sends a fresh code to an e-mail address or a phone number. */
    async issue(contact: string, purpose: OtpPurpose, userId: string | null): Promise<{ sentTo: string; expiresAt: Date }> {
      if (config.resendSeconds > 0 && (await repo.recentOtpExists(contact, purpose, config.resendSeconds))) throw new AppError('TOO_MANY_REQUESTS');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + config.ttlSeconds * 1000);
      const id = crypto.randomUUID();
      await repo.replaceOtp({ id, contact, purpose, userId, codeHash: digest(id, code).toString('hex'), expiresAt });
      const isEmail = contact.includes('@');
      const text = otpMessage(purpose, code, Math.round(config.ttlSeconds / 60));
      if (isEmail) {
        await messaging.sendFirst([{ kind: 'EMAIL', to: contact, subject: text.subject, text: text.body, sensitive: true }]);
      } else {
        // Zalo first where a template is approved (cheaper, and read more); SMS when Zalo refuses, the
        // number has no Zalo (ZNS -118) or Zalo cannot be reached: a code has to arrive.
        const sms = { kind: 'SMS', to: contact, text: text.sms, sensitive: true } as const;
        const zns =
          config.zns &&
          ({ kind: 'ZNS', to: contact, text: text.sms, data: { template_id: config.zns.templateId, [config.zns.param]: code }, sensitive: true } as const);
        await messaging.sendFirst(zns ? [zns, sms] : [sms]);
      }
      return { sentTo: contact, expiresAt };
    },

    /**
     * Checks a code. With `consume` the code is spent; without, it stays usable (a FORGOT_PASSWORD
     * code checked on one screen and spent on the next). Every wrong try counts; the try that reaches
     * the limit already answers MAX_RETRIES, and so does every later one, right code or not.
     */
    async check(contact: string, purpose: OtpPurpose, code: string, options: { consume: boolean; userId: string }): Promise<void> {
      const otp = await repo.latestOpenOtp(contact, purpose);
      // A code only ever proves something for the account it was sent for.
      if (!otp || otp.userId !== options.userId) throw new AppError('NOT_FOUND');
      if (otp.expiresAt.getTime() <= Date.now()) throw new AppError('EXPIRED');
      // The try is taken before the comparison: parallel guesses cannot outrun the limit.
      const attempts = await repo.claimOtpAttempt(otp.id, config.maxRetries);
      if (attempts === undefined) {
        // No try left, or spent (or replaced) by another request meanwhile.
        const still = await repo.latestOpenOtp(contact, purpose);
        throw new AppError(still?.id === otp.id ? 'MAX_RETRIES' : 'NOT_FOUND');
      }
      const matches = timingSafeEqual(digest(otp.id, code), Buffer.from(otp.codeHash, 'hex'));
      if (!matches) throw new AppError(attempts >= config.maxRetries ? 'MAX_RETRIES' : 'INVALID');
      if (!options.consume) return repo.returnOtpAttempt(otp.id);
      if (!(await repo.consumeOtp(otp.id))) throw new AppError('NOT_FOUND');
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
