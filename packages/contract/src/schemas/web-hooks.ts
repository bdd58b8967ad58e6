import { z } from 'zod';

/** One run of an external scheduler (a cron service): the same run id sent twice does the work once. */
export const SchedulerRunBody = z.object({
  runId: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\w.:@-]+$/, 'Mã lượt chạy chỉ gồm chữ, số và . _ : @ -')
    .describe('Mã của lượt chạy, do bộ hẹn giờ đặt; gửi lại cùng mã không làm việc hai lần'),
});
export type SchedulerRunBody = z.infer<typeof SchedulerRunBody>;

export const SchedulerRunAcceptedDto = z.object({
  accepted: z.literal(true),
  /** This run id was received before: nothing new was queued. */
  duplicate: z.boolean(),
  /** The background job doing the run's work. */
  jobId: z.uuid().nullable(),
});
export type SchedulerRunAcceptedDto = z.infer<typeof SchedulerRunAcceptedDto>;

const text = z.string().max(262_144);
/**
 * An Amazon SNS message as POSTed to an HTTP(S) subscription (Content-Type text/plain, JSON body). The
 * signature fields are optional here so that an unsigned message is refused as unsigned, not as malformed.
 */
export const SnsMessageBody = z.looseObject({
  Type: z.enum(['SubscriptionConfirmation', 'Notification', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1).max(200),
  TopicArn: z.string().min(1).max(1024),
  Message: text,
  Timestamp: z.string().min(1).max(64),
  Subject: z.string().max(1024).optional(),
  Token: z.string().max(2048).optional(),
  SubscribeURL: z.string().max(4096).optional(),
  UnsubscribeURL: z.string().max(4096).optional(),
  SignatureVersion: z.string().max(8).optional(),
  Signature: z.string().max(4096).optional(),
  SigningCertURL: z.string().max(2048).optional(),
});
export type SnsMessageBody = z.infer<typeof SnsMessageBody>;

export const SnsReceivedDto = z.object({
  received: z.literal(true),
  /** This MessageId was received before: it was not handled again. */
  duplicate: z.boolean(),
});
