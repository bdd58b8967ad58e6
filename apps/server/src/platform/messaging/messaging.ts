import type { MessageKind, OutboxPage, OutboxQuery, OutboxStatus } from '@market/contract';
import type { Db } from '../db/database.js';
import { pageMeta } from '../http/pagination.js';
import { createOutboxRepository } from './outbox.repository.js';

export interface OutboundMessage {
  kind: MessageKind;
  /** E-mail address, phone number (0xxxxxxxxx) or device token, by kind. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** Push payload and ZNS template parameters. */
  data?: Record<string, string>;
  /** Holds a secret (an OTP): once a real provider has it, the stored copy is masked. */
  sensitive?: boolean;
}

/** One outbound channel's real protocol. Throwing means the provider refused or could not be reached. */
export interface Transport {
  readonly name: string;
  send(message: OutboundMessage): Promise<{ providerMessageId?: string }>;
}

export interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Sends e-mail, SMS, ZNS and push through whichever providers are configured. Without one, a message
 * is only recorded in the outbox, which admins can read: the demo works offline end to end.
 */
export function createMessaging(deps: { db: Db; transports: Partial<Record<MessageKind, Transport>>; log: Logger }) {
  const { transports, log } = deps;
  const outbox = createOutboxRepository(deps.db);

  async function record(message: OutboundMessage, status: OutboxStatus, provider: string, extra: { error?: string; providerMessageId?: string } = {}) {
    const body = status !== 'RECORDED' && message.sensitive ? '[nội dung bảo mật đã được ẩn]' : message.text;
    await outbox.insert({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject ?? null,
      body,
      html: status !== 'RECORDED' && message.sensitive ? null : (message.html ?? null),
      status,
      provider,
      error: extra.error ?? null,
      meta: extra.providerMessageId ? { providerMessageId: extra.providerMessageId } : {},
    });
  }

  /** Never throws for a delivery failure: the failure is recorded and logged instead. */
  async function send(message: OutboundMessage): Promise<OutboxStatus> {
    const transport = transports[message.kind];
    if (!transport) {
      await record(message, 'RECORDED', 'outbox');
      return 'RECORDED';
    }
    try {
      const { providerMessageId } = await transport.send(message);
      await record(message, 'SENT', transport.name, { providerMessageId });
      return 'SENT';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ kind: message.kind, provider: transport.name, reason }, 'message delivery failed');
      await record(message, 'FAILED', transport.name, { error: reason.slice(0, 500) });
      return 'FAILED';
    }
  }

  return {
    /**
     * `send` of many messages: those of a kind without a provider are recorded in the outbox in one
     * statement; the others are sent `concurrency` at a time, each as `send` sends it.
     */
    async sendMany(messages: readonly OutboundMessage[], concurrency = 16): Promise<void> {
      const kept = messages.filter((message) => !transports[message.kind]);
      if (kept.length)
        await outbox.insertMany(
          kept.map((message) => ({
            kind: message.kind,
            recipient: message.to,
            subject: message.subject ?? null,
            body: message.text,
            html: message.html ?? null,
            status: 'RECORDED' as const,
            provider: 'outbox',
            error: null,
            meta: {},
          })),
        );
      const sent = messages.filter((message) => transports[message.kind]);
      for (let start = 0; start < sent.length; start += concurrency) await Promise.all(sent.slice(start, start + concurrency).map(send));
    },

    hasProvider(kind: MessageKind): boolean {
      return Boolean(transports[kind]);
    },

    send,

    /**
     * The first of `messages` that does not fail, tried in order (an OTP by ZNS, else by SMS): each try,
     * failed or not, is in the outbox. Answers the status of the last one tried.
     */
    async sendFirst(messages: readonly OutboundMessage[]): Promise<OutboxStatus> {
      let status: OutboxStatus = 'FAILED';
      for (const message of messages) {
        status = await send(message);
        if (status !== 'FAILED') break;
      }
      return status;
    },

    async listOutbox(query: OutboxQuery): Promise<OutboxPage> {
      const { rows, total } = await outbox.list(query);
      return {
        data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        meta: pageMeta(query, total),
      };
    },
  };
}
export type Messaging = ReturnType<typeof createMessaging>;
