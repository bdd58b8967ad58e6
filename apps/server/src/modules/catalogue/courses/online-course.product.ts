import { declaredSale } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { ProductFacts, ProductType } from '../../commerce/index.js';
import { isOnSale } from './course-status.js';
import { courseFilters as f, createCoursesRepository, type CourseWhere } from './courses.repository.js';
import type { CourseRow } from './courses.table.js';
import { createLearningRepository } from './learning.repository.js';

function factsOf(course: CourseRow): ProductFacts {
  return {
    productItemType: 'ONLINE_COURSE',
    productItemId: course.id,
    hostId: course.hostId,
    parent: { kind: 'ONLINE_COURSE', id: course.id, slug: course.slug },
    title: course.title,
    subtitle: course.subtitle,
    image: course.coverImage,
    link: `/courses/${course.slug}`,
    unitPrice: course.price,
    available: null,
    maxPerOrder: 1,
    startsAt: null,
    endsAt: null,
    // Commerce itself refuses a course the buyer already owns (PRODUCT_ALREADY_OWNED): it grants lasting access.
    problem: isOnSale(course) ? null : 'INVALID_PRODUCT_ITEM',
  };
}

/**
 * An online course as a product: lasting access, no stock, priced by the course. A paid line enrols
 * the buyer (source ORDER); a refund revokes that enrolment; a course counts as used once any lesson
 * has progress or a lesson's file was handed to the learner (as an ebook counts from its first download).
 */
export function createOnlineCourseProduct(db: DbOrTx): ProductType {
  const courses = createCoursesRepository(db);
  const learning = createLearningRepository(db);

  async function listing(tx: DbOrTx, where: CourseWhere, filter: { q?: string | undefined; limit: number }) {
    const all = [f.public, f.upcoming(false), ...where, ...(filter.q ? [f.words(filter.q)] : [])];
    const [{ rows }, total] = await Promise.all([courses.page(all, { page: 1, limit: filter.limit, sort: 'DESC' }, tx), courses.count(all, tx)]);
    return { facts: rows.map(factsOf), total };
  }

  return {
    type: 'ONLINE_COURSE',
    sale: declaredSale('ONLINE_COURSE'),
    grantsLastingAccess: true,

    async describe(tx, ids) {
      const rows = await courses.findMany(ids, tx);
      return new Map(rows.map((r) => [r.id, factsOf(r)]));
    },
    listForHost: (tx, hostId, filter) => listing(tx, [f.host(hostId)], filter),
    listOnSale: (tx, filter) => listing(tx, [], filter),
    shelf: courses.shelf,
    offer: courses.offer,
    factsVersion: courses.factsVersion,
    factsSources: (fact) => [`online_courses:${fact.productItemId}`],

    // No stock: every move succeeds and changes nothing.
    hold: async () => ({}),
    release: async () => undefined,
    commit: async () => undefined,
    sellDirect: async () => true,
    restock: async () => undefined,

    async fulfil(tx, line) {
      await learning.enrol({ courseId: line.productItemId, userId: line.userId, source: 'ORDER', orderItemId: line.orderItemId }, tx);
      return { bookingStatus: null };
    },
    async revoke(tx, line) {
      await learning.revokeByOrderItem(line.orderItemId, tx);
    },
    isConsumed: (tx, line) => learning.wasUsed({ userId: line.userId, courseId: line.productItemId, orderItemId: line.orderItemId }, tx),
  };
}
