import { IdParam } from '../schemas/common.js';
import { CancelEventBody, EventCancellationDto } from '../schemas/event-cancellation.js';
import { call } from './call.js';

/** A host calls off an event with sales (issue 39): what will happen, then the cancellation. */
export const eventCancellationCalls = {
  preview: call({ method: 'GET', path: '/api/v2/events/:id/cancellation', access: 'host', params: IdParam, response: EventCancellationDto }),
  cancel: call({ method: 'POST', path: '/api/v2/events/:id/cancel', access: 'host', params: IdParam, body: CancelEventBody, response: EventCancellationDto }),
} as const;
