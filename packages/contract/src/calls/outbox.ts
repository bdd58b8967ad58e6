import { OutboxPage, OutboxQuery } from '../schemas/platform.js';
import { call } from './call.js';

export const outboxCalls = {
  list: call({ method: 'GET', path: '/api/v1/admin/outbox', access: 'admin', query: OutboxQuery, response: OutboxPage }),
} as const;
