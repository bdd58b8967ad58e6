import type { TicketTierDto } from '@market/contract';
import type { BadgeTone } from '../../components/ui/Badge';
import { m } from '../../lib/messages';
import { formatEventStart } from './event-time';

export interface Availability {
  label: string;
  tone: BadgeTone;
  /** A second line, e.g. when sales open. */
  hint?: string;
}

/**
 * How a tier's stock reads: the server says whether it is on sale and how many are left; the sale
 * window only picks the wording when it is not ("Chưa mở bán" before, "Đã ngừng bán" after).
 */
export function ticketAvailability(tier: Pick<TicketTierDto, 'available' | 'onSale' | 'saleStartAt' | 'saleEndAt'>, now: number): Availability {
  if (tier.available <= 0) return { label: m.events.soldOut, tone: 'danger' };
  if (tier.onSale) return { label: m.events.ticketsLeft(tier.available), tone: 'success' };
  if (tier.saleStartAt && Date.parse(tier.saleStartAt) > now) {
    return { label: m.events.notOnSale, tone: 'warning', hint: m.events.saleOpens(formatEventStart(tier.saleStartAt, now)) };
  }
  if (tier.saleEndAt && Date.parse(tier.saleEndAt) <= now) return { label: m.events.saleEnded, tone: 'neutral' };
  return { label: m.events.notOnSale, tone: 'neutral' };
}
