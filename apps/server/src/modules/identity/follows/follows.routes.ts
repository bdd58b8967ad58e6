import { FollowBody, FollowStatusDto, FollowingPage, IdParam, PageQuery } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { FollowsService } from './follows.service.js';

const tags = ['follows'];

export function registerFollowRoutes(app: FastifyInstance, deps: { follows: FollowsService }) {
  const { follows } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/follow', route({ access: 'user', tags, summary: 'Theo dõi nhà tổ chức (gọi lại không sao)', body: FollowBody, response: FollowStatusDto, errors: ['HOST_NOT_FOUND', 'CANNOT_FOLLOW_YOURSELF'] }), async (req) =>
    follows.follow(actorOf(req).id, req.body.hostId),
  );
  r.delete('/api/v1/follow', route({ access: 'user', tags, summary: 'Bỏ theo dõi nhà tổ chức (gọi lại không sao)', body: FollowBody, response: FollowStatusDto, errors: ['HOST_NOT_FOUND'] }), async (req) =>
    follows.unfollow(actorOf(req).id, req.body.hostId),
  );
  r.get('/api/v1/follow/:id', route({ access: 'user', tags, summary: 'Tôi có đang theo dõi nhà tổ chức này không', params: IdParam, response: FollowStatusDto, errors: ['HOST_NOT_FOUND'] }), async (req) =>
    follows.status(actorOf(req).id, req.params.id),
  );
  r.get('/api/v1/auth/followings', route({ access: 'user', tags: ['auth'], summary: 'Nhà tổ chức tôi theo dõi', querystring: PageQuery, response: FollowingPage }), async (req) =>
    follows.followings(actorOf(req).id, req.query),
  );
}
