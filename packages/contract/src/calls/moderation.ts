import { IdParam, OkResponse, paged } from '../schemas/common.js';
import {
  KeywordBody,
  KeywordDto,
  KeywordListQuery,
  KeywordUploadResult,
  ModerationDecisionDto,
  ModerationHostCountsDto,
  ModerationItemDto,
  ModerationListQuery,
  ModerationParams,
  ModerationRejectBody,
  ModerationTestBody,
  ModerationTestResult,
  UpdateKeywordBody,
} from '../schemas/moderation.js';
import { call } from './call.js';

/**
 * The admin's keyword list (and testing a text against it), and decisions on content submitted for
 * review, by content type (EVENT, ONLINE_COURSE, POST, COMBO), the queue across those types, a host's
 * counts, and uploading a list of keywords.
 */
export const contentModerationCalls = {
  keywords: call({ method: 'GET', path: '/api/v1/content-moderation/keywords', access: 'admin', query: KeywordListQuery, response: paged(KeywordDto) }),
  createKeyword: call({ method: 'POST', path: '/api/v1/content-moderation/keywords', access: 'admin', body: KeywordBody, response: KeywordDto, status: 201 }),
  updateKeyword: call({ method: 'PUT', path: '/api/v1/content-moderation/keywords', access: 'admin', body: UpdateKeywordBody, response: KeywordDto }),
  uploadKeywords: call({
    method: 'POST',
    path: '/api/v1/content-moderation/keywords/upload',
    access: 'admin',
    multipart: true,
    response: KeywordUploadResult,
  }),
  removeKeyword: call({ method: 'DELETE', path: '/api/v1/content-moderation/keywords/:id', access: 'admin', params: IdParam, response: OkResponse }),
  test: call({ method: 'POST', path: '/api/v1/content-moderation/test', access: 'admin', body: ModerationTestBody, response: ModerationTestResult }),
  list: call({ method: 'GET', path: '/api/v1/content-moderation/list', access: 'admin', query: ModerationListQuery, response: paged(ModerationItemDto) }),
  countByHost: call({
    method: 'GET',
    path: '/api/v1/content-moderation/count-content-moderation-by-hostId/:id',
    access: 'admin',
    params: IdParam,
    response: ModerationHostCountsDto,
  }),
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
