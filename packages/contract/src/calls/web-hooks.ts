import { SchedulerRunAcceptedDto, SchedulerRunBody, SnsMessageBody, SnsReceivedDto } from '../schemas/web-hooks.js';
import { call } from './call.js';

const SCHEDULER = '/api/v2/web-hooks/scheduler';

/** Webhooks of the scheduler (signed with SCHEDULER_WEBHOOK_SECRET) and of Amazon SNS (signed by AWS). */
export const webHookCalls = {
  eventReminder: call({
    method: 'POST',
    path: `${SCHEDULER}/event-reminder`,
    access: 'scheduler',
    body: SchedulerRunBody,
    response: SchedulerRunAcceptedDto,
    status: 202,
  }),
  calendarReminder: call({
    method: 'POST',
    path: `${SCHEDULER}/calendar-reminder`,
    access: 'scheduler',
    body: SchedulerRunBody,
    response: SchedulerRunAcceptedDto,
    status: 202,
  }),
  sns: call({ method: 'POST', path: '/api/v3/web-hooks/sns', access: 'scheduler', body: SnsMessageBody, response: SnsReceivedDto }),
} as const;
