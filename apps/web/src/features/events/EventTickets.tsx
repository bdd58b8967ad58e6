import type { ProductItemLine, TicketTierDto } from '@market/contract';
import { ShoppingCart, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { QuantityStepper } from '../../components/ui/QuantityStepper';
import { m } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { purchaseLimit } from '../cart/purchase-limit';
import { useBuyLines } from '../cart/use-buy-lines';
import { priceText } from './event-price';
import { ticketAvailability } from './ticket-availability';

const t = m.events;

/** How many of a tier one order may take now (0 when it is not on sale). */
const tierLimit = (tier: TicketTierDto) => (tier.onSale ? purchaseLimit(tier.available, tier.maxPerOrder) : 0);

/** The ticket tiers with price and stock; a quantity for each tier on sale, then "Thêm vào giỏ" or "Mua ngay". */
export function EventTickets({ tiers }: { tiers: readonly TicketTierDto[] }) {
  const now = useNow();
  const headingId = useId();
  const hintId = useId();
  const buyable = tiers.filter((tier) => tierLimit(tier) > 0);
  // With a single tier on sale, one ticket is the obvious start.
  const [quantities, setQuantities] = useState<Record<string, number>>(() => (buyable.length === 1 ? { [buyable[0]!.id]: 1 } : {}));
  const buy = useBuyLines();

  const picked = buyable.filter((tier) => (quantities[tier.id] ?? 0) > 0);
  const lines: ProductItemLine[] = picked.map((tier) => ({ productItemType: 'TICKET_TIER', productItemId: tier.id, quantity: quantities[tier.id]! }));
  const count = lines.reduce((total, line) => total + line.quantity, 0);
  const amount = picked.reduce((total, tier) => total + tier.price * quantities[tier.id]!, 0);

  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="border-b border-line px-5 py-4">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
          <Ticket className="size-4.5 text-brand-600" aria-hidden />
          {t.tickets}
        </h2>
      </div>
      {tiers.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">{t.noTickets}</p>
      ) : (
        <ul className="divide-y divide-line">
          {tiers.map((tier) => {
            const availability = ticketAvailability(tier, now);
            const limit = tierLimit(tier);
            return (
              <li key={tier.id} className="px-5 py-4" data-testid="ticket-tier">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{tier.name}</p>
                    {tier.description ? <p className="mt-0.5 text-sm whitespace-pre-line text-muted">{tier.description}</p> : null}
                  </div>
                  <p className="shrink-0 font-semibold text-ink">{priceText(tier.price)}</p>
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={availability.tone}>{availability.label}</Badge>
                    {tier.status === 'HIDDEN' ? <Badge>{t.hiddenTier}</Badge> : null}
                    {tier.memberPlans?.length ? <Badge tone="brand">{t.memberTier}</Badge> : null}
                    {availability.hint ? <span className="text-xs text-muted">{availability.hint}</span> : null}
                  </div>
                  {limit > 0 ? (
                    <QuantityStepper
                      min={0}
                      max={limit}
                      value={quantities[tier.id] ?? 0}
                      onChange={(quantity) => setQuantities((current) => ({ ...current, [tier.id]: quantity }))}
                      label={t.tierQuantity(tier.name)}
                      decreaseLabel={t.fewerTickets(tier.name)}
                      increaseLabel={t.moreTickets(tier.name)}
                    />
                  ) : null}
                </div>
                {tier.memberPlans?.length ? (
                  <p className="mt-1.5 text-xs text-muted">
                    {t.memberTierHint(tier.memberPlans.map((plan) => `“${plan.name}”`).join(', '))}{' '}
                    <Link to="/memberships" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {t.subscribeForTier}
                    </Link>
                  </p>
                ) : null}
                {limit > 0 && tier.maxPerOrder < tier.available ? <p className="mt-1.5 text-xs text-muted">{t.perOrder(tier.maxPerOrder)}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      {buyable.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-line px-5 py-4">
          <p id={hintId} className="text-center text-[13px] text-muted" aria-live="polite">
            {count > 0 ? t.picked(count, priceText(amount)) : t.pickQuantity}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              disabled={count === 0}
              loading={buy.adding}
              aria-describedby={hintId}
              leadingIcon={<ShoppingCart className="size-4" aria-hidden />}
              onClick={() => buy.addToCart(lines)}
            >
              {t.addToCart}
            </Button>
            <Button disabled={count === 0} aria-describedby={hintId} onClick={() => buy.buyNow(lines)}>
              {t.buyNow}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
