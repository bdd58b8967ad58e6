import { z } from 'zod';
import { defineEvent } from '../../../platform/tasks/domain-events.js';

/**
 * An order was paid and each of its lines fulfilled (on time, late, or marked paid by an admin):
 * published in the settlement's transaction, once per order. Contexts selling a type act on their
 * lines here (a membership starts, a reminder is planned) instead of commerce calling them.
 */
export const orderPaid = defineEvent(
  'order.paid',
  z.object({
    orderId: z.string().uuid(),
    userId: z.string().uuid(),
    lines: z.array(z.object({ orderItemId: z.string().uuid(), productType: z.string(), productId: z.string(), quantity: z.number().int() })),
  }),
);
