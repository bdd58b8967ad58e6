import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { Notify } from '../orders/order-notices.js';
import type { EventAccess } from './event-access.js';
import { createCheckinService } from './checkin.service.js';
import { registerTicketRoutes } from './tickets.routes.js';
import { createTicketsService } from './tickets.service.js';

export type { TicketsService } from './tickets.service.js';
export type { CheckinService } from './checkin.service.js';
export { createEventAccess, type EventAccess } from './event-access.js';
export { createTicketIssueRepository, type TicketIssueRepository } from './ticket-issue.repository.js';

/** Tickets of paid event lines: the buyer's QR codes, an event's attendees, and check-in at the door. */
export function createTickets(deps: {
  db: Db;
  /** Signs the QR tokens (the server's JWT secret). */
  secret: string;
  /** Who may run an event's door (its host, co-hosts, admins). */
  access: EventAccess;
  notify: Notify;
  /** The site's address, for the links in calendar files. */
  publicUrl?: string;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const tickets = createTicketsService({ db: deps.db, secret: deps.secret, access: deps.access, publicUrl: deps.publicUrl });
  const checkin = createCheckinService({ repo: tickets.repo, access: deps.access, secret: deps.secret, notify: deps.notify, log: deps.log });
  return {
    tickets,
    checkin,
    register(app: FastifyInstance) {
      registerTicketRoutes(app, { tickets, checkin });
    },
  };
}
export type Tickets = ReturnType<typeof createTickets>;
