import type { TicketTierDto } from '@market/contract';
import { Ticket } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { m } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { priceText } from './event-price';
import { ticketAvailability } from './ticket-availability';

const t = m.events;

/** The ticket tiers with price and stock; buying opens in a later release, so the button says so. */
export function EventTickets({ tiers }: { tiers: readonly TicketTierDto[] }) {
  const now = useNow();
  const headingId = useId();
  const hintId = useId();
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
            return (
              <li key={tier.id} className="px-5 py-4" data-testid="ticket-tier">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{tier.name}</p>
                    {tier.description ? <p className="mt-0.5 text-sm whitespace-pre-line text-muted">{tier.description}</p> : null}
                  </div>
                  <p className="shrink-0 font-semibold text-ink">{priceText(tier.price)}</p>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <Badge tone={availability.tone}>{availability.label}</Badge>
                  {tier.status === 'HIDDEN' ? <Badge>{t.hiddenTier}</Badge> : null}
                  {availability.hint ? <span className="text-xs text-muted">{availability.hint}</span> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="border-t border-line px-5 py-4">
        <Button fullWidth disabled aria-describedby={hintId}>
          {t.buy}
        </Button>
        <p id={hintId} className="mt-2 text-center text-[13px] text-muted">
          {t.buyHint}
        </p>
      </div>
    </Card>
  );
}
