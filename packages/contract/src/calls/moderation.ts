import { ModerationDecisionDto, ModerationParams, ModerationRejectBody } from '../schemas/moderation.js';
import { call } from './call.js';

/**
 * The admin's decisions on content submitted for review, by content type (ONLINE_COURSE today). The
 * keyword, queue and count calls (schemas in ../schemas/moderation.ts) are declared when served.
 */
export const contentModerationCalls = {
  approve: call({
    method: 'PATCH',
    path: '/api/v1/content-moderation/:type/:id/approve',
    access: 'admin',
    params: ModerationParams,
    response: ModerationDecisionDto,
  }),
  reject: call({
    method: 'PATCH',
    path: '/api/v1/content-moderation/:type/:id/reject',
    access: 'admin',
    params: ModerationParams,
    body: ModerationRejectBody,
    response: ModerationDecisionDto,
  }),
} as const;
