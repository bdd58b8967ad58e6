import type { CartGroupDto, CartItemDto } from '@market/contract';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { m } from '../../lib/messages';
import { HostAvatar } from '../profiles/HostAvatar';
import { CartLine } from './CartLine';

interface CartGroupProps {
  group: CartGroupDto;
  isSelected: (item: CartItemDto) => boolean;
  onSelectedChange: (item: CartItemDto, selected: boolean) => void;
  onRemove: (item: CartItemDto) => void;
  removingId: string | null;
}

/** One host's lines in the cart, under the host's name. */
export function CartGroup({ group, isSelected, onSelectedChange, onRemove, removingId }: CartGroupProps) {
  const { host } = group;
  return (
    <Card role="region" aria-label={m.cart.hostItems(host.fullName)} className="overflow-hidden" data-testid="cart-group">
      <div className="flex items-center gap-2.5 border-b border-line px-4 py-3 sm:px-5">
        <HostAvatar name={host.fullName} src={host.avatar} className="size-7 text-xs" />
        {host.username ? (
          <Link to={`/hosts/${host.username}`} className="truncate text-sm font-semibold text-ink hover:text-brand-700 hover:underline">
            {host.fullName}
          </Link>
        ) : (
          <span className="truncate text-sm font-semibold text-ink">{host.fullName}</span>
        )}
      </div>
      <ul className="divide-y divide-line">
        {group.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            selected={isSelected(item)}
            onSelectedChange={(selected) => onSelectedChange(item, selected)}
            onRemove={onRemove}
            removing={removingId === item.id}
          />
        ))}
      </ul>
    </Card>
  );
}
