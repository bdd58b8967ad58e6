import { OrderItemStatus, OrderStatus, type HostProductDto, type PromotionOrderItemDto, type RestrictedUserDto } from '@market/contract';
import type { HostProductRow } from './host-products.js';
import type { PromotionOrderItemRow } from './promotion-orders.repository.js';

/** How vouchers and discounts show the rows they share: products, buyers and order lines. */

export function toHostProductDto(row: HostProductRow): HostProductDto {
  return {
    productItemType: row.productItemType,
    productItemId: row.productItemId,
    parentId: row.parentId,
    title: row.title,
    subtitle: row.subtitle,
    price: row.price,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    discount: row.discountId ? { id: row.discountId, name: row.discountName ?? '' } : null,
  };
}

export function toRestrictedUserDto(row: RestrictedUserDto): RestrictedUserDto {
  return { id: row.id, fullName: row.fullName, email: row.email, avatar: row.avatar };
}

export function toPromotionOrderItemDto(row: PromotionOrderItemRow): PromotionOrderItemDto {
  return {
    id: row.id,
    orderId: row.orderId,
    orderCode: row.orderCode,
    orderStatus: OrderStatus.schema.parse(row.orderStatus),
    buyer: { id: row.buyer.id, fullName: row.buyer.fullName, email: row.buyer.email, avatar: row.buyer.avatar },
    productItemType: row.productType,
    productItemId: row.productId,
    title: row.title,
    subtitle: row.subtitle,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    discountAmount: row.discountAmount,
    voucherAmount: row.voucherAmount,
    total: row.total,
    status: OrderItemStatus.schema.parse(row.status),
    createdAt: row.createdAt.toISOString(),
  };
}
