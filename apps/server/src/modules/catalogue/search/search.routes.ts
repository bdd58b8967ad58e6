import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL, cacheTags } from '../../../platform/http/cache-tags.js';
import { sameForEveryone } from '../../../platform/http/public-cache.js';
import { serve } from '../../../platform/http/route.js';
import type { SearchService } from './search.service.js';

export function registerSearchRoutes(app: FastifyInstance, deps: { search: SearchService }) {
  serve(
    app,
    calls.search.search,
    {
      tags: ['search'],
      summary: 'Tìm sự kiện, khoá học, sách, nhà tổ chức... trong một lần (không phân biệt dấu, chịu được lỗi gõ)',
      description: 'Mỗi loại một nhóm, tối đa `limit` kết quả, gần nhất trước; loại không có kết quả bị bỏ. `kinds` giới hạn các loại cần tìm.',
      // Every kind it finds: a write to any of them drops the cached answers at once.
      cache: {
        tags: [cacheTags.events, cacheTags.courses, cacheTags.products, cacheTags.posts, cacheTags.hosts],
        ttlSeconds: CACHE_TTL.content,
        sameForEveryone,
      },
    },
    async (req) => deps.search.search(req.query),
  );
}
