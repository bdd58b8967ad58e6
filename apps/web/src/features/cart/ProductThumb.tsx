import type { ProductItemRef } from '@market/contract';
import { BookOpen, CalendarDays, GraduationCap, Package, Ticket, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const ICONS: Partial<Record<ProductItemRef['productItemType'], LucideIcon>> = {
  TICKET_TIER: Ticket,
  CALENDAR: CalendarDays,
  CALENDAR_FRAME: CalendarDays,
  ONLINE_COURSE: GraduationCap,
  E_BOOK: BookOpen,
};

/** A product's picture, or an icon of its kind when it has none. */
export function ProductThumb({ image, type, className }: { image: string | null; type: ProductItemRef['productItemType']; className?: string }) {
  if (image) return <img src={image} alt="" className={cn('shrink-0 rounded-xl object-cover', className)} />;
  const Icon = ICONS[type] ?? Package;
  return (
    <span aria-hidden className={cn('flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-500', className)}>
      <Icon className="size-6" />
    </span>
  );
}
