import { IdParam, OkResponse, PageQuery, paged } from '../schemas/common.js';
import {
  AdminEmailDto,
  AdminEmailsQuery,
  EmailCollectionBody,
  EmailCollectionDto,
  EmailCollectionsQuery,
  SubscriptionEmailBody,
  SubscriptionEmailDto,
  UpdateEmailCollectionBody,
  UpdateSubscriptionEmailBody,
} from '../schemas/mailing.js';
import { call } from './call.js';

export const mailingCalls = {
  collect: call({ method: 'POST', path: '/api/v1/email-collections', access: 'public', body: EmailCollectionBody, response: EmailCollectionDto, status: 201 }),
  listCollections: call({
    method: 'GET',
    path: '/api/v1/email-collections',
    access: 'admin',
    query: EmailCollectionsQuery,
    response: paged(EmailCollectionDto),
  }),
  updateCollection: call({
    method: 'PATCH',
    path: '/api/v1/email-collections/:id',
    access: 'admin',
    params: IdParam,
    body: UpdateEmailCollectionBody,
    response: EmailCollectionDto,
  }),
  removeCollection: call({ method: 'DELETE', path: '/api/v1/email-collections/:id', access: 'admin', params: IdParam, response: OkResponse }),
  listAllEmails: call({ method: 'GET', path: '/api/v1/admin/email', access: 'admin', query: AdminEmailsQuery, response: paged(AdminEmailDto) }),

  subscribe: call({
    method: 'POST',
    path: '/api/v1/subscription-emails',
    access: 'user',
    body: SubscriptionEmailBody,
    response: SubscriptionEmailDto,
    status: 201,
  }),
  listMine: call({ method: 'GET', path: '/api/v1/subscription-emails', access: 'user', query: PageQuery, response: paged(SubscriptionEmailDto) }),
  updateMine: call({
    method: 'PATCH',
    path: '/api/v1/subscription-emails/:id',
    access: 'user',
    params: IdParam,
    body: UpdateSubscriptionEmailBody,
    response: SubscriptionEmailDto,
  }),
  unsubscribe: call({ method: 'DELETE', path: '/api/v1/subscription-emails/:id', access: 'user', params: IdParam, response: OkResponse }),
} as const;
