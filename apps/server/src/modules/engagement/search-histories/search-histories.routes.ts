import { IdParam, OkResponse, PageQuery, SearchHistoryBody, SearchHistoryDto, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { SearchHistoriesService } from './search-histories.service.js';

const tags = ['search-histories'];

export function registerSearchHistoryRoutes(app: FastifyInstance, deps: { searchHistories: SearchHistoriesService }) {
  const { searchHistories } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v1/search-histories',
    route({
      access: 'user',
      tags,
      summary: 'Lưu một từ khoá tìm kiếm (lặp lại thì đưa lên đầu)',
      body: SearchHistoryBody,
      response: SearchHistoryDto,
      status: 201,
    }),
    async (req, reply) => {
      reply.status(201);
      return searchHistories.record(actorOf(req).id, req.body.keyword);
    },
  );
  r.get(
    '/api/v1/search-histories',
    route({ access: 'user', tags, summary: 'Lịch sử tìm kiếm của tôi (mới nhất trước)', querystring: PageQuery, response: paged(SearchHistoryDto) }),
    async (req) => searchHistories.mine(actorOf(req).id, req.query),
  );
  r.delete(
    '/api/v1/search-histories/:id',
    route({
      access: 'user',
      tags,
      summary: 'Xoá một từ khoá khỏi lịch sử của tôi',
      params: IdParam,
      response: OkResponse,
      errors: ['SEARCH_HISTORY_NOT_FOUND'],
    }),
    async (req) => {
      await searchHistories.remove(actorOf(req).id, req.params.id);
      return { success: true as const };
    },
  );
}
