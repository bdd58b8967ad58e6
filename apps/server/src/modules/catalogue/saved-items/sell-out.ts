/** At most this many seats left is "about to sell out", whatever the capacity. */
export const SELL_OUT_SEATS = 5;
/** …and so is a tenth of the capacity or less. */
export const SELL_OUT_SHARE = 0.1;

/**
 * An event is about to sell out when the seats left across its tiers fall to a tenth of their
 * capacity or to 5 or fewer; sold out (none left) is past telling, an event without seats never is.
 */
export function isSellingOut(seats: { capacity: number; left: number }): boolean {
  if (seats.capacity <= 0 || seats.left <= 0) return false;
  return seats.left <= SELL_OUT_SEATS || seats.left <= seats.capacity * SELL_OUT_SHARE;
}
