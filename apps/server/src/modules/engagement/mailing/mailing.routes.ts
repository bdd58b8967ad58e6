import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { MailingService } from './mailing.service.js';

const tags = ['mailing'];
const c = calls.mailing;

export function registerMailingRoutes(app: FastifyInstance, deps: { mailing: MailingService; rateLimit: number }) {
  const { mailing } = deps;
  const rateLimit = { max: deps.rateLimit, timeWindow: 60_000 };

  serve(app, c.collect, { tags, summary: 'Đăng ký nhận tin qua email', rateLimit, errors: ['EMAIL_COLLECTION_ALREADY_EXISTS', 'INVALID_EMAIL'] }, async (req) =>
    mailing.collect(req.body),
  );
  serve(app, c.listCollections, { tags, summary: 'Danh sách email nhận tin' }, async (req) => mailing.listCollections(req.query));
  serve(app, c.updateCollection, { tags, summary: 'Sửa email nhận tin (trạng thái, họ tên)', errors: ['EMAIL_COLLECTION_NOT_FOUND'] }, async (req) =>
    mailing.updateCollection(req.params.id, req.body),
  );
  serve(app, c.removeCollection, { tags, summary: 'Xoá email nhận tin', errors: ['EMAIL_COLLECTION_NOT_FOUND'] }, async (req) => {
    await mailing.deleteCollection(req.params.id);
    return { success: true as const };
  });
  serve(app, c.listAllEmails, { tags, summary: 'Mọi email (tài khoản đã xác thực và người nhận tin), không trùng lặp' }, async (req) =>
    mailing.listAllEmails(req.query),
  );

  serve(app, c.subscribe, { tags, summary: 'Thêm email nhận tin của tôi', errors: ['SUBSCRIPTION_EMAIL_ALREADY_EXISTS', 'INVALID_EMAIL'] }, async (req) =>
    mailing.subscribe(actorOf(req).id, req.body),
  );
  serve(app, c.listMine, { tags, summary: 'Các email nhận tin của tôi' }, async (req) => mailing.mySubscriptions(actorOf(req).id, req.query));
  serve(
    app,
    c.updateMine,
    { tags, summary: 'Sửa email nhận tin của tôi', errors: ['SUBSCRIPTION_EMAIL_NOT_FOUND', 'SUBSCRIPTION_EMAIL_ALREADY_EXISTS', 'INVALID_EMAIL'] },
    async (req) => mailing.updateSubscription(actorOf(req).id, req.params.id, req.body),
  );
  serve(app, c.unsubscribe, { tags, summary: 'Xoá email nhận tin của tôi', errors: ['SUBSCRIPTION_EMAIL_NOT_FOUND'] }, async (req) => {
    await mailing.unsubscribe(actorOf(req).id, req.params.id);
    return { success: true as const };
  });
}
