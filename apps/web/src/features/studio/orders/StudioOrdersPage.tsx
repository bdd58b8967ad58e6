import { cm } from '../../../lib/console-messages';
import { OrderLinesConsole } from '../../admin/order-items/OrderItemsPage';

/** `/studio/orders`: every order line of what I sell (tickets, bookings, courses, ebooks), filtered and exported; the "new order" e-mail links here. */
export function StudioOrdersPage() {
  return <OrderLinesConsole scope="host" title={cm.studio.orders.title} lead={cm.studio.orders.lead} />;
}
