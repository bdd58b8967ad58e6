import { m } from '../../../lib/messages';
import { OrderLinesConsole } from '../../admin/order-items/OrderItemsPage';

/** `/studio/orders`: every order line of what I sell (tickets, bookings, courses, ebooks), filtered and exported; the "new order" e-mail links here. */
export function StudioOrdersPage() {
  return <OrderLinesConsole scope="host" title={m.studio.orders.title} lead={m.studio.orders.lead} />;
}
