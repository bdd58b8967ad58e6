import type { DiscountDto } from '@market/contract';
import { BadgePercent } from 'lucide-react';
import { cm } from '../../../lib/console-messages';
import { PromotionsPage, validityColumn, type PromotionColumn } from '../promotions/PromotionsPage';
import { valueLabel } from '../vouchers/promotion-format';
import { discountSource } from './api';
import { DiscountFormDialog } from './DiscountFormDialog';

const t = cm.studioDiscounts;

const columns: PromotionColumn<DiscountDto>[] = [
  {
    header: t.columns.name,
    className: 'min-w-44',
    cell: (discount) => (
      <>
        <p className="font-medium text-ink">{discount.name}</p>
        {discount.description ? <p className="line-clamp-2 text-xs text-muted">{discount.description}</p> : null}
      </>
    ),
  },
  { header: t.columns.value, className: 'font-medium whitespace-nowrap text-ink', cell: (discount) => valueLabel(discount.type, discount.value) },
  { header: t.columns.products, className: 'whitespace-nowrap', cell: (discount) => t.productCount(discount.productCount) },
  validityColumn(t.columns.validity),
];

/** `/studio/discounts`: my discounts with search and a validity filter; create, edit, switch on/off, delete, see their orders. */
export function DiscountsPage() {
  return (
    <PromotionsPage
      source={discountSource}
      texts={t}
      emptyIcon={<BadgePercent />}
      rowTestId="discount-row"
      labelOf={(discount) => discount.name}
      columns={columns}
      reduction="discountAmount"
      renderForm={(open, onClose, id) => <DiscountFormDialog open={open} onClose={onClose} discountId={id} />}
    />
  );
}
