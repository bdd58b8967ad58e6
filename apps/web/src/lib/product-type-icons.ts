import type { ProductItemType } from '@market/contract';
import { createElement } from 'react';
import { BadgeCheck, BookOpen, CalendarDays, GraduationCap, Package, Ticket, type LucideIcon } from 'lucide-react';

/**
 * The icon of each product type, where an item has no picture: the web's one list keyed by type
 * besides the contract's declaration (packages/contract/src/product-types.ts), and the compiler asks
 * for a new type's icon here.
 */
export const PRODUCT_TYPE_ICONS = {
  TICKET_TIER: Ticket,
  CALENDAR_FRAME: CalendarDays,
  ONLINE_COURSE: GraduationCap,
  COMBO: Package,
  E_BOOK: BookOpen,
  CALENDAR: CalendarDays,
  MEMBERSHIP_PRICE: BadgeCheck,
  RESKILL_PRICE: GraduationCap,
} satisfies Record<(typeof ProductItemType.values)[number], LucideIcon>;

/** A type's icon, drawn for decoration (its name is said beside it). */
export function ProductTypeIcon({ type, className }: { type: string; className?: string }) {
  return createElement((PRODUCT_TYPE_ICONS as Record<string, LucideIcon>)[type] ?? Package, { className, 'aria-hidden': true });
}
