import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { createBusinessesRepository } from './businesses/businesses.repository.js';
import { registerBusinessRoutes } from './businesses/businesses.routes.js';
import { createBusinessesService } from './businesses/businesses.service.js';
import { createCategoriesRepository } from './categories/categories.repository.js';
import { registerCategoryRoutes } from './categories/categories.routes.js';
import { createCategoriesService, type CategoryHosts } from './categories/categories.service.js';
import { createHostCategoriesRepository } from './host-categories/host-categories.repository.js';
import { registerHostCategoryRoutes } from './host-categories/host-categories.routes.js';
import { createHostCategoriesService } from './host-categories/host-categories.service.js';
import { defineModule, on } from '../module.js';
import { accountErased } from '../identity/index.js';

export type { CategoryHosts } from './categories/categories.service.js';
export { categoryWithDescendants } from './categories/categories.repository.js';
export { createSearch, searchModule, type SearchSource } from './search/index.js';
export { createCatalogueIndex, catalogueIndexModule, type CatalogueIndex } from './catalogue-index/index.js';
export {
  createEventCancellations,
  createEvents,
  createTicketTiersRepository,
  eventsModule,
  eventSql,
  isOnSale,
  mayEditEvent,
  publishedEventsCountOf,
  type EventCancellations,
  type EventRow,
  type EventToCancel,
  type Events,
  type EventsPeople,
  type TicketTiersRepository,
  type TierForSale,
} from './events/index.js';
export { eventCancelled, eventRescheduled } from './events/event-facts.js';
export {
  calendarSql,
  calendarsModule,
  createCalendars,
  createCalendarFramesRepository,
  type CalendarCard,
  type Calendars,
  type CalendarFramesRepository,
  type FrameForSale,
} from './calendars/index.js';

export { academyModule, createAcademy, type AcademyOwners } from './academy/index.js';
export { createLibraries, librariesModule, type Libraries, type StoredFiles } from './libraries/index.js';
export { createEbooks, ebooksModule, createEbooksRepository, type EbookRow, type Ebooks, type EbooksRepository } from './ebooks/index.js';
export { coursesModule, createCourses, createOnlineCourseProduct, type Courses, type CoursesPeople, type MembershipCourseAccess } from './courses/index.js';
export {
  comboFactsOf,
  comboSql,
  combosModule,
  createCombos,
  createCombosRepository,
  type ComboProducts,
  type Combos,
  type ComboWithItems,
  type CombosRepository,
} from './combos/index.js';
export { createPosts, postsModule, publishedPostsCountOf, type Posts, type PostPeople, type PostsService } from './posts/index.js';
export { createSavedItems, savedItemsModule } from './saved-items/index.js';
export { createContentModeration, moderationModule, type ContentReviewer, type ContentReviewers, type ModerationHooks } from './moderation/index.js';

/** The catalogue's filing system: the category tree, businesses and kinds of host. */
export const catalogueModule = defineModule('catalogue', (kit) => {
  const people = kit.use('people');
  const catalogue = createCatalogue({ db: kit.db, hosts: { requireHosts: people.requireHosts, directory: people.hostDirectory } });
  return {
    provides: { hostFiling: catalogue.categories },
    routes: catalogue.register,
    subscribers: [on(accountErased, 'categories.member', ({ userId }) => catalogue.categories.forgetUser(userId))],
  };
});

/** The catalogue's filing system: the category tree, businesses and kinds of host. */
export function createCatalogue(deps: { db: Db; hosts: CategoryHosts }) {
  const categoriesRepo = createCategoriesRepository(deps.db);
  const categories = createCategoriesService({ db: deps.db, repo: categoriesRepo, hosts: deps.hosts });
  const businesses = createBusinessesService({ db: deps.db, repo: createBusinessesRepository(deps.db), categories: categoriesRepo });
  const hostCategories = createHostCategoriesService({ repo: createHostCategoriesRepository(deps.db) });
  return {
    categories,
    businesses,
    hostCategories,
    register(app: FastifyInstance) {
      registerCategoryRoutes(app, { categories, businesses });
      registerBusinessRoutes(app, { businesses });
      registerHostCategoryRoutes(app, { hostCategories });
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
