import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createUsersRepository } from '../../identity/index.js';
import type { EventAccess } from '../tickets/event-access.js';
import type { Notify } from '../orders/order-notices.js';
import type { ProductCatalog } from '../products/products.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { PublishBookingMove } from './booking-events.js';
import type { BookingRequests } from './booking-requests.js';
import { createBookingsRepository } from './bookings.repository.js';
import { registerBookingRoutes } from './bookings.routes.js';
import { createBookingsService } from './bookings.service.js';
import { registerOrderItemRoutes } from './order-items.routes.js';
import { createOrderItemsService } from './order-items.service.js';

export type { BookingsService } from './bookings.service.js';
export { bookingMovePublisher, bookingStatusChanged, type PublishBookingMove } from './booking-events.js';
export { createBookingRequests, requestDeadlines, type BookingRequests } from './booking-requests.js';
export type { OrderItemsService } from './order-items.service.js';
export { nextBookingStatus, bookingStatusesFor, type BookingAction, type BookingStatus } from './booking-status.js';

/** Calendar bookings after payment, and the order lines hosts and admins look through. */
export function createBookings(deps: {
  db: Db;
  products: ProductCatalog;
  tickets: Pick<TicketsService, 'countsOf'>;
  access: EventAccess;
  notify: Notify;
  requests?: Pick<BookingRequests, 'drop'>;
  moved?: PublishBookingMove;
  publicUrl?: string;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const bookings = createBookingsService({
    db: deps.db,
    repo: createBookingsRepository(deps.db),
    products: deps.products,
    users: createUsersRepository(deps.db),
    notify: deps.notify,
    requests: deps.requests,
    moved: deps.moved,
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  const orderItems = createOrderItemsService({ db: deps.db, tickets: deps.tickets, access: deps.access });
  return {
    bookings,
    orderItems,
    register(app: FastifyInstance) {
      registerBookingRoutes(app, { bookings });
      registerOrderItemRoutes(app, { orderItems });
    },
  };
}
export type Bookings = ReturnType<typeof createBookings>;
