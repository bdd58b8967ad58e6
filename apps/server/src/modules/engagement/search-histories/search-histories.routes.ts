import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { SearchHistoriesService } from './search-histories.service.js';

const tags = ['search-histories'];
const c = calls.searchHistories;

export function registerSearchHistoryRoutes(app: FastifyInstance, deps: { searchHistories: SearchHistoriesService }) {
  const { searchHistories } = deps;
  serve(app, c.record, { tags, summary: 'Lưu một từ khoá tìm kiếm (lặp lại thì đưa lên đầu)' }, async (req) =>
    searchHistories.record(actorOf(req).id, req.body.keyword),
  );
  serve(app, c.listMine, { tags, summary: 'Lịch sử tìm kiếm của tôi (mới nhất trước)' }, async (req) => searchHistories.mine(actorOf(req).id, req.query));
  serve(app, c.remove, { tags, summary: 'Xoá một từ khoá khỏi lịch sử của tôi', errors: ['SEARCH_HISTORY_NOT_FOUND'] }, async (req) => {
    await searchHistories.remove(actorOf(req).id, req.params.id);
    return { success: true as const };
  });
}
