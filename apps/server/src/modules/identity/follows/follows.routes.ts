import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { peopleCache } from '../profiles/people-cache.js';
import type { FollowsService } from './follows.service.js';

const tags = ['follows'];
const c = calls.follows;

export function registerFollowRoutes(app: FastifyInstance, deps: { follows: FollowsService }) {
  const { follows } = deps;
  serve(
    app,
    c.follow,
    { tags, summary: 'Theo dõi nhà tổ chức (gọi lại không sao)', errors: ['HOST_NOT_FOUND', 'CANNOT_FOLLOW_YOURSELF'], invalidates: peopleCache.followChanged },
    async (req) => follows.follow(actorOf(req).id, req.body.hostId),
  );
  serve(
    app,
    c.unfollow,
    { tags, summary: 'Bỏ theo dõi nhà tổ chức (gọi lại không sao)', errors: ['HOST_NOT_FOUND'], invalidates: peopleCache.followChanged },
    async (req) => follows.unfollow(actorOf(req).id, req.body.hostId),
  );
  serve(app, c.status, { tags, summary: 'Tôi có đang theo dõi nhà tổ chức này không', errors: ['HOST_NOT_FOUND'] }, async (req) =>
    follows.status(actorOf(req).id, req.params.id),
  );
  serve(app, c.listMine, { tags: ['auth'], summary: 'Nhà tổ chức tôi theo dõi' }, async (req) => follows.followings(actorOf(req).id, req.query));
}
