import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../platform/db/database.js';
import { requireSchedulerSignature, SCHEDULER_SIGNATURE_DOC } from '../../../platform/http/scheduler-signature.js';
import { serve } from '../../../platform/http/route.js';
import type { ReminderHook, RemindersService } from './reminders.service.js';

const c = calls.webHooks;

/** The scheduler's reminder webhooks: signed, answered at once (202), their work done by a job. */
export function registerReminderRoutes(
  app: FastifyInstance,
  deps: {
    reminders: Pick<RemindersService, 'acceptRun'>;
    enqueue: Record<ReminderHook, (tx: DbOrTx, runId: string) => Promise<string>>;
    secret: string;
  },
) {
  void app.register(async (scope) => {
    requireSchedulerSignature(scope, {
      secret: deps.secret,
      onRefused: (request, reason) => request.log.warn({ reason, url: request.url }, 'scheduler webhook refused'),
    });
    const hooks: [ReminderHook, typeof c.eventReminder | typeof c.calendarReminder, string][] = [
      ['event-reminder', c.eventReminder, 'Quét bù lời nhắc sự kiện: lên lịch cho sự kiện sắp diễn ra và gửi các lần nhắc đã đến hạn mà chưa gửi'],
      ['calendar-reminder', c.calendarReminder, 'Quét bù lời nhắc lịch hẹn: lên lịch cho lịch đặt sắp đến và gửi các lần nhắc đã đến hạn mà chưa gửi'],
    ];
    for (const [hook, call, summary] of hooks) {
      serve(
        scope,
        call,
        {
          tags: ['web-hooks'],
          summary,
          description: `${SCHEDULER_SIGNATURE_DOC} Trả lời 202 ngay và giao việc cho một tác vụ nền; cùng \`runId\` gửi lại chỉ làm một lần (\`duplicate: true\`). Mỗi lời nhắc chỉ gửi một lần cho mỗi người, mỗi phiên hoặc lịch đặt, dù nhiều máy chủ cùng chạy.`,
          errors: ['INVALID_WEBHOOK_SIGNATURE'],
        },
        (request) => deps.reminders.acceptRun(hook, request.body.runId, (tx) => deps.enqueue[hook](tx, request.body.runId)),
      );
    }
  });
}
