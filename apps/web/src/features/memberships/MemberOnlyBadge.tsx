import type { ComboDto } from '@market/contract';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';

const t = m.combos;

/** A combo holding a member-only tier is sold to members only (the server refuses others MEMBERSHIP_REQUIRED). */
export const comboIsMemberOnly = (combo: Pick<ComboDto, 'items'>) => combo.items.some((item) => (item.memberPlans?.length ?? 0) > 0);

/**
 * The badge of a card sold to the members of a plan only (a member-only tier, or a combo holding one),
 * in the member-only tier's words; a screen reader hears what it means.
 */
export function MemberOnlyBadge({ className }: { className?: string }) {
  return (
    <Badge tone="brand" className={cn('self-start', className)} data-testid="member-only-badge">
      {t.memberBadge}
      <span className="sr-only">: {t.memberBadgeHint}</span>
    </Badge>
  );
}
