import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { SavedItemsService } from './saved-items.service.js';

const tags = ['saved-items'];
const c = calls.savedItems;

export function registerSavedItemRoutes(app: FastifyInstance, deps: { saved: SavedItemsService }) {
  const { saved } = deps;
  serve(app, c.listMine, { tags, summary: 'Những gì tôi đã lưu (sự kiện, khoá học, sách, combo), mới lưu trước' }, async (req) =>
    saved.listMine(actorOf(req).id, req.query),
  );
  serve(app, c.lookup, { tags, summary: 'Trong những id này (một trang thẻ), tôi đã lưu những gì' }, async (req) =>
    saved.lookup(actorOf(req).id, req.query.type, req.query.ids),
  );
  serve(
    app,
    c.save,
    { tags, summary: 'Lưu (gọi lại không sao)', errors: ['EVENT_NOT_FOUND', 'COURSE_NOT_FOUND', 'EBOOK_NOT_FOUND', 'COMBO_NOT_FOUND'] },
    async (req) => saved.save(actorOf(req).id, req.params.type, req.params.id),
  );
  serve(app, c.unsave, { tags, summary: 'Bỏ lưu (gọi lại không sao)' }, async (req) => saved.unsave(actorOf(req).id, req.params.type, req.params.id));
}
