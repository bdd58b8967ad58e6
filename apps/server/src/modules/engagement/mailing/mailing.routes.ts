import {
  AdminEmailDto,
  AdminEmailsQuery,
  EmailCollectionBody,
  EmailCollectionDto,
  EmailCollectionsQuery,
  IdParam,
  OkResponse,
  PageQuery,
  SubscriptionEmailBody,
  SubscriptionEmailDto,
  UpdateEmailCollectionBody,
  UpdateSubscriptionEmailBody,
  paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { MailingService } from './mailing.service.js';

const tags = ['mailing'];

export function registerMailingRoutes(app: FastifyInstance, deps: { mailing: MailingService; rateLimit: number }) {
  const { mailing } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.rateLimit, timeWindow: 60_000 };

  r.post(
    '/api/v1/email-collections',
    route({
      access: 'public',
      tags,
      summary: 'Đăng ký nhận tin qua email',
      body: EmailCollectionBody,
      response: EmailCollectionDto,
      status: 201,
      rateLimit,
      errors: ['EMAIL_COLLECTION_ALREADY_EXISTS', 'INVALID_EMAIL'],
    }),
    async (req, reply) => {
      reply.status(201);
      return mailing.collect(req.body);
    },
  );
  r.get(
    '/api/v1/email-collections',
    route({ access: 'admin', tags, summary: 'Danh sách email nhận tin', querystring: EmailCollectionsQuery, response: paged(EmailCollectionDto) }),
    async (req) => mailing.listCollections(req.query),
  );
  r.patch(
    '/api/v1/email-collections/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Sửa email nhận tin (trạng thái, họ tên)',
      params: IdParam,
      body: UpdateEmailCollectionBody,
      response: EmailCollectionDto,
      errors: ['EMAIL_COLLECTION_NOT_FOUND'],
    }),
    async (req) => mailing.updateCollection(req.params.id, req.body),
  );
  r.delete(
    '/api/v1/email-collections/:id',
    route({ access: 'admin', tags, summary: 'Xoá email nhận tin', params: IdParam, response: OkResponse, errors: ['EMAIL_COLLECTION_NOT_FOUND'] }),
    async (req) => {
      await mailing.deleteCollection(req.params.id);
      return { success: true as const };
    },
  );
  r.get(
    '/api/v1/admin/email',
    route({
      access: 'admin',
      tags,
      summary: 'Mọi email (tài khoản đã xác thực và người nhận tin), không trùng lặp',
      querystring: AdminEmailsQuery,
      response: paged(AdminEmailDto),
    }),
    async (req) => mailing.listAllEmails(req.query),
  );

  r.post(
    '/api/v1/subscription-emails',
    route({
      access: 'user',
      tags,
      summary: 'Thêm email nhận tin của tôi',
      body: SubscriptionEmailBody,
      response: SubscriptionEmailDto,
      status: 201,
      errors: ['SUBSCRIPTION_EMAIL_ALREADY_EXISTS', 'INVALID_EMAIL'],
    }),
    async (req, reply) => {
      reply.status(201);
      return mailing.subscribe(actorOf(req).id, req.body);
    },
  );
  r.get(
    '/api/v1/subscription-emails',
    route({ access: 'user', tags, summary: 'Các email nhận tin của tôi', querystring: PageQuery, response: paged(SubscriptionEmailDto) }),
    async (req) => mailing.mySubscriptions(actorOf(req).id, req.query),
  );
  r.patch(
    '/api/v1/subscription-emails/:id',
    route({
      access: 'user',
      tags,
      summary: 'Sửa email nhận tin của tôi',
      params: IdParam,
      body: UpdateSubscriptionEmailBody,
      response: SubscriptionEmailDto,
      errors: ['SUBSCRIPTION_EMAIL_NOT_FOUND', 'SUBSCRIPTION_EMAIL_ALREADY_EXISTS', 'INVALID_EMAIL'],
    }),
    async (req) => mailing.updateSubscription(actorOf(req).id, req.params.id, req.body),
  );
  r.delete(
    '/api/v1/subscription-emails/:id',
    route({ access: 'user', tags, summary: 'Xoá email nhận tin của tôi', params: IdParam, response: OkResponse, errors: ['SUBSCRIPTION_EMAIL_NOT_FOUND'] }),
    async (req) => {
      await mailing.unsubscribe(actorOf(req).id, req.params.id);
      return { success: true as const };
    },
  );
}
