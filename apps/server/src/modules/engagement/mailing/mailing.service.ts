import type {
  AdminEmailDto,
  AdminEmailsQuery,
  EmailCollectionBody,
  EmailCollectionDto,
  EmailCollectionsQuery,
  PageQuery,
  Paged,
  SubscriptionEmailBody,
  SubscriptionEmailDto,
  UpdateEmailCollectionBody,
  UpdateSubscriptionEmailBody,
} from '@market/contract';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { EmailCollectionRow, MailingRepository, SubscriptionEmailRow } from './mailing.repository.js';

export function toEmailCollectionDto(row: EmailCollectionRow): EmailCollectionDto {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    source: row.source,
    status: row.status === 'UNSUBSCRIBED' ? 'UNSUBSCRIBED' : 'ACTIVE',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export function toSubscriptionEmailDto(row: SubscriptionEmailRow): SubscriptionEmailDto {
  return {
    id: row.id,
    email: row.email,
    topics: row.topics,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newsletter sign-ups (anyone), their administration, and a person's own subscription addresses. */
export function createMailingService(deps: { repo: MailingRepository }) {
  const { repo } = deps;
  return {
    /** A new address is collected; one that unsubscribed earlier is subscribed again; an active one is refused. */
    async collect(body: EmailCollectionBody): Promise<EmailCollectionDto> {
      const inserted = await repo.insertCollection({ email: body.email, fullName: body.fullName ?? null, source: body.source ?? null });
      if (inserted) return toEmailCollectionDto(inserted);
      const existing = await repo.findCollectionByEmail(body.email);
      if (existing?.status === 'UNSUBSCRIBED') {
        const again = await repo.updateCollection(existing.id, { status: 'ACTIVE', ...(body.fullName ? { fullName: body.fullName } : {}) });
        if (again) return toEmailCollectionDto(again);
      }
      throw new AppError('EMAIL_COLLECTION_ALREADY_EXISTS');
    },
    async listCollections(query: EmailCollectionsQuery): Promise<Paged<EmailCollectionDto>> {
      const { rows, total } = await repo.listCollections(query);
      return { data: rows.map(toEmailCollectionDto), meta: pageMeta(query, total) };
    },
    async updateCollection(id: string, body: UpdateEmailCollectionBody): Promise<EmailCollectionDto> {
      const row = await repo.updateCollection(id, body);
      if (!row) throw new AppError('EMAIL_COLLECTION_NOT_FOUND');
      return toEmailCollectionDto(row);
    },
    async deleteCollection(id: string): Promise<void> {
      if (!(await repo.deleteCollection(id))) throw new AppError('EMAIL_COLLECTION_NOT_FOUND');
    },
    async listAllEmails(query: AdminEmailsQuery): Promise<Paged<AdminEmailDto>> {
      const { rows, total } = await repo.listAllEmails(query);
      return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), meta: pageMeta(query, total) };
    },

    async subscribe(userId: string, body: SubscriptionEmailBody): Promise<SubscriptionEmailDto> {
      const row = await repo.insertSubscription({ userId, email: body.email, topics: [...new Set(body.topics ?? [])] });
      if (!row) throw new AppError('SUBSCRIPTION_EMAIL_ALREADY_EXISTS');
      return toSubscriptionEmailDto(row);
    },
    async mySubscriptions(userId: string, query: PageQuery): Promise<Paged<SubscriptionEmailDto>> {
      const { rows, total } = await repo.listSubscriptions(userId, query);
      return { data: rows.map(toSubscriptionEmailDto), meta: pageMeta(query, total) };
    },
    /** Another person's id is answered like a missing one. */
    async updateSubscription(userId: string, id: string, body: UpdateSubscriptionEmailBody): Promise<SubscriptionEmailDto> {
      let row: SubscriptionEmailRow | undefined;
      try {
        row = await repo.updateSubscription(userId, id, { ...body, ...(body.topics ? { topics: [...new Set(body.topics)] } : {}) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('SUBSCRIPTION_EMAIL_ALREADY_EXISTS');
        throw error;
      }
      if (!row) throw new AppError('SUBSCRIPTION_EMAIL_NOT_FOUND');
      return toSubscriptionEmailDto(row);
    },
    /** A terminated account's subscription addresses are personal data: erased with it. */
    forgetUser: async (userId: string): Promise<void> => repo.deleteSubscriptionsOf(userId),
    async unsubscribe(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteSubscription(userId, id))) throw new AppError('SUBSCRIPTION_EMAIL_NOT_FOUND');
    },
  };
}
export type MailingService = ReturnType<typeof createMailingService>;
