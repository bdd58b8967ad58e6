import { formatVnd, type EventCardDto } from '@market/contract';
import { m } from '../../lib/messages';

/** A ticket or booking price: "Miễn phí" or "150.000 ₫". */
export function priceText(amount: number): string {
  return amount === 0 ? m.events.free : formatVnd(amount);
}

/**
 * The price line of an event card, from the server's figures over the tiers people can buy:
 * "Miễn phí", "150.000 ₫" (one price), "Từ 150.000 ₫" (several); null when it has no tier yet.
 */
export function eventPriceLabel(event: Pick<EventCardDto, 'isFree' | 'minPrice' | 'maxPrice'>): string | null {
  if (event.isFree) return m.events.free;
  const { minPrice: min, maxPrice: max } = event;
  if (min === null) return null;
  if (max === null || max === min) return priceText(min);
  return min === 0 ? m.events.freeTo(formatVnd(max)) : m.events.from(formatVnd(min));
}
