import type { SnsMessageBody } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { safeFetch, type SafeFetchOptions } from '../../../platform/net/safe-fetch.js';
import type { SnsCertificates } from './sns-certificates.js';
import { isSnsUrl, precheckSnsMessage, verifySnsSignature } from './sns-message.js';
import type { SnsRepository } from './sns.repository.js';

export interface SnsLog {
  warn(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}

/**
 * Amazon SNS messages: each one's signature is checked against its certificate (fetched only from
 * SNS's own hosts), then it is kept once by MessageId. A subscription is confirmed by visiting its
 * SubscribeURL (an SNS URL too); a notification is handed to a job in the transaction that keeps it.
 */
export function createSnsService(deps: {
  db: Db;
  repo: SnsRepository;
  certificates: Pick<SnsCertificates, 'publicKeyAt'>;
  enqueueNotification: (tx: DbOrTx, messageId: string) => Promise<string>;
  /** Topics accepted (their ARNs); empty accepts any topic (development). */
  topicArns: readonly string[];
  /** Which URLs are SNS's; tests put a local server in its place. */
  trustedUrl?: (url: URL) => boolean;
  fetch?: Partial<SafeFetchOptions>;
  log?: SnsLog;
}) {
  const trusted = deps.trustedUrl ?? isSnsUrl;
  const refuse = (reason: string, message: SnsMessageBody): never => {
    deps.log?.warn({ reason, type: message.Type, messageId: message.MessageId, topicArn: message.TopicArn }, 'SNS message refused');
    throw new AppError('INVALID_WEBHOOK_SIGNATURE');
  };

  async function verify(message: SnsMessageBody): Promise<void> {
    const precheck = precheckSnsMessage(message, trusted);
    if (!precheck.ok || !precheck.certificateUrl) return refuse(precheck.ok ? 'CERTIFICATE_URL_NOT_ALLOWED' : precheck.reason, message);
    let key;
    try {
      key = await deps.certificates.publicKeyAt(precheck.certificateUrl);
    } catch (error) {
      deps.log?.warn({ err: error, url: precheck.certificateUrl.toString() }, 'SNS signing certificate unreadable');
      return refuse('CERTIFICATE_UNREADABLE', message);
    }
    const verified = verifySnsSignature(message, key);
    if (!verified.ok) refuse(verified.reason, message);
  }

  const row = (message: SnsMessageBody) => {
    const published = new Date(message.Timestamp);
    return {
      messageId: message.MessageId,
      type: message.Type,
      topicArn: message.TopicArn,
      subject: message.Subject ?? null,
      message: message.Message,
      publishedAt: Number.isNaN(published.getTime()) ? null : published,
    };
  };

  async function confirm(message: SnsMessageBody): Promise<void> {
    let url: URL | null;
    try {
      url = message.SubscribeURL ? new URL(message.SubscribeURL) : null;
    } catch {
      url = null;
    }
    if (!url || !trusted(url)) return refuse('SUBSCRIBE_URL_NOT_ALLOWED', message);
    if (!(await deps.repo.insertOnce(row(message)))) return;
    try {
      await safeFetch(url.toString(), { maxRedirects: 0, ...deps.fetch, contentTypes: ['text/xml', 'application/xml'] });
    } catch (error) {
      // Forgotten, so that SNS's next delivery of the same confirmation tries again.
      await deps.repo.remove(message.MessageId);
      deps.log?.warn({ err: error, topicArn: message.TopicArn }, 'SNS subscription not confirmed');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    await deps.repo.markHandled(message.MessageId, { confirmed: true });
    deps.log?.info({ topicArn: message.TopicArn }, 'SNS subscription confirmed');
  }

  return {
    /** Answers whether the message was new; throws INVALID_WEBHOOK_SIGNATURE for a forged, unsigned or foreign message. */
    async receive(message: SnsMessageBody): Promise<{ received: true; duplicate: boolean }> {
      await verify(message);
      if (deps.topicArns.length > 0 && !deps.topicArns.includes(message.TopicArn)) {
        deps.log?.warn({ topicArn: message.TopicArn, type: message.Type }, 'SNS message from a topic not configured');
        throw new AppError('INSUFFICIENT_PRIVILEGES');
      }
      if (await deps.repo.findById(message.MessageId)) return { received: true, duplicate: true };
      if (message.Type === 'SubscriptionConfirmation') {
        await confirm(message);
        return { received: true, duplicate: false };
      }
      const isNew = await deps.db.transaction(async (tx) => {
        if (!(await deps.repo.insertOnce(row(message), tx))) return false;
        if (message.Type === 'Notification') await deps.enqueueNotification(tx, message.MessageId);
        // An unsubscription is only recorded: subscribing again is an operator's decision.
        else await deps.repo.markHandled(message.MessageId, { unsubscribed: true }, tx);
        return true;
      });
      return { received: true, duplicate: !isNew };
    },
  };
}
export type SnsService = ReturnType<typeof createSnsService>;
