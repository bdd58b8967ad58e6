import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { NotificationsService, TellFollowers } from '../../engagement/index.js';
import { registerAdminEventRoutes } from './admin-events.routes.js';
import type { ModerationHooks } from '../moderation/index.js';
import { createEventCategoriesRepository } from './event-categories.repository.js';
import { registerEventCategoryRoutes } from './event-categories.routes.js';
import { createEventCategoriesService } from './event-categories.service.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import { createEventListRepository, type EventWordIndex } from './event-list.repository.js';
import { createEventReadsService, type EventPeople } from './event-reads.service.js';
import { createEventReviewService } from './event-review.service.js';
import { createEventsRepository } from './events.repository.js';
import { registerEventRoutes } from './events.routes.js';
import { registerEventV2Routes } from './events-v2.routes.js';
import { createEventsAndCombos, type ComboShelf } from './events-and-combos.js';
import { createEventsService, type EventHosts } from './events.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';
import { publishedEventsCountOf } from './events.repository.js';
import { eventRescheduled } from './event-facts.js';
import type { DomainEvents } from '../../../platform/tasks/domain-events.js';

export { createTicketTiersRepository, type TicketTiersRepository, type TierForSale } from './ticket-tiers.repository.js';
export { isOnSale } from './event-rules.js';
export { createEventCancellations, type EventCancellations, type EventToCancel } from './event-cancellation.js';
export type { ComboShelf } from './events-and-combos.js';
export { mayEdit as mayEditEvent, type EventRow } from './event.js';
export { eventSql, publishedEventsCountOf } from './events.repository.js';
export type { EventWordIndex } from './event-list.repository.js';

/** What events ask of the people side: host checks and public summaries. */
export type EventsPeople = EventHosts & EventPeople;

/** Events with their sessions and ticket tiers, their categories, and their review by admins. */
export function createEvents(deps: {
  db: Db;
  people: EventsPeople;
  notifications: Pick<NotificationsService, 'notify'>;
  tellFollowers: TellFollowers;
  /** Content moderation: flags submitted events and records each decision on them. */
  moderation?: ModerationHooks;
  log?: { error: (obj: unknown, msg: string) => void };
  /** Combos on sale, for events-and-combos. */
  combos: ComboShelf;
  /** Domain events, to tell that an event's times changed (event.rescheduled). */
  domainEvents?: Pick<DomainEvents, 'publish'>;
  /** The membership plans including each tier (member-only tiers). */
  memberPlansOf?: (tierIds: readonly string[]) => Promise<Map<string, { id: string; name: string }[]>>;
  /** Makes a tier member-only for these plans. */
  setMemberPlans?: (tx: DbOrTx, tierId: string, planIds: readonly string[]) => Promise<void>;
  /** The public list by words alone, from the process's index (the catalogue's search mirror). */
  words?: EventWordIndex;
}) {
  const repo = createEventsRepository(deps.db);
  const totals = createKeptTotals();
  const reads = createEventReadsService({
    repo,
    lists: createEventListRepository(deps.db),
    totals,
    people: deps.people,
    ...(deps.memberPlansOf ? { memberPlansOf: deps.memberPlansOf } : {}),
    words: deps.words,
  });
  const events = createEventsService({
    db: deps.db,
    repo,
    hosts: deps.people,
    reads,
    totals,
    flagger: deps.moderation,
    rescheduled: deps.domainEvents && ((tx, eventId) => deps.domainEvents!.publish(tx, eventRescheduled, { eventId })),
    ...(deps.setMemberPlans ? { setMemberPlans: deps.setMemberPlans } : {}),
  });
  const review = createEventReviewService({
    db: deps.db,
    repo,
    reads,
    totals,
    notifications: deps.notifications,
    tellFollowers: deps.tellFollowers,
    hosts: deps.people,
    moderation: deps.moderation,
    log: deps.log,
  });
  const eventCategories = createEventCategoriesService({ repo: createEventCategoriesRepository(deps.db) });
  return {
    events,
    reads,
    /** The public list's kept totals (tests and other writers of events tell it of changes). */
    totals,
    review,
    eventCategories,
    register(app: FastifyInstance) {
      registerEventRoutes(app, { events, reads });
      registerEventV2Routes(app, { events, reads, eventsAndCombos: createEventsAndCombos({ events: reads.list, combos: deps.combos }) });
      registerAdminEventRoutes(app, { events, reads, review });
      registerEventCategoryRoutes(app, { eventCategories });
    },
  };
}
export type Events = ReturnType<typeof createEvents>;

declare module '../../module.js' {
  interface Ports {
    /** The combos on sale, as the events-and-combos list reads them (the combos context). */
    comboShelf: ComboShelf;
    /** The public list by words alone, from the process's index (the catalogue index's search mirror). */
    eventWords: EventWordIndex;
  }
}

declare module '../../module.js' {
  interface Services {
    events: Events;
  }
}

export const eventsModule = defineModule('events', (kit) => {
  const events = createEvents({
    db: kit.db,
    people: kit.use('people'),
    notifications: kit.use('notifications'),
    tellFollowers: kit.use('announcements').tellFollowers,
    moderation: kit.use('moderation'),
    log: kit.log,
    combos: kit.use('comboShelf'),
    domainEvents: kit.events,
    // A tier a membership plan includes is member-only (the memberships context's rule, asked when shown).
    memberPlansOf: (tierIds) => kit.use('memberTiers').plansOf(tierIds),
    setMemberPlans: (tx, tierId, planIds) => kit.use('memberTiers').setPlans(tx, tierId, planIds),
    words: kit.use('eventWords'),
  });
  return {
    routes: events.register,
    reviewers: { EVENT: events.review },
    profileCounts: { events: publishedEventsCountOf },
    subscribers: [on(accountErased, 'events.host', ({ userId }) => events.events.forgetHost(userId))],
    pages: [
      {
        pattern: /^\/events\/([^/]+)\/?$/,
        meta: async ([, slug]) => {
          const event = await events.reads.detailBySlug(decodeURIComponent(slug!), null);
          return { title: event.title, description: event.summary ?? event.description, image: event.coverImage, type: 'article' };
        },
      },
    ],
    services: { events },
  };
});
