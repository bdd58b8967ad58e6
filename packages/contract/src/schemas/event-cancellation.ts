import { z } from 'zod';

/** Why the host calls the event off: told to every buyer. */
export const CancelEventBody = z.object({
  reason: z.string('INVALID_INPUT_PARAMS').trim().min(5, 'INVALID_INPUT_PARAMS').max(1000, 'INVALID_INPUT_PARAMS'),
});
export type CancelEventBody = z.infer<typeof CancelEventBody>;

/**
 * What cancelling an event does (before: what it will do; after: what it set going). Amounts in VND.
 * `bankTransferRefunds` are paid lines whose provider cannot refund by itself: they wait for the
 * buyer's account and an admin's transfer.
 */
export const EventCancellationDto = z.object({
  eventId: z.uuid(),
  title: z.string(),
  /** People holding paid, free or pending orders of the event. */
  buyers: z.number().int(),
  /** Paid lines with money to give back, and how much. */
  paidLines: z.number().int(),
  refundAmount: z.number().int(),
  bankTransferRefunds: z.number().int(),
  /** Free lines whose tickets are voided. */
  freeLines: z.number().int(),
  /** Unpaid orders whose holds are released. */
  pendingOrders: z.number().int(),
  coHosts: z.number().int(),
  /** Set once the event is cancelled. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Whether the host may cancel it now (false once cancelled or ended). */
  canCancel: z.boolean(),
});
export type EventCancellationDto = z.infer<typeof EventCancellationDto>;
