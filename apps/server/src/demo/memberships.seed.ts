import { CourseListQuery, MembershipBody } from '@market/contract';
import type { Courses } from '../modules/catalogue/index.js';
import type { UsersRepository } from '../modules/identity/index.js';
import type { PlansService } from '../modules/memberships/index.js';

/**
 * Demo memberships: two plans with a monthly and a yearly price, the first also sold for life, each
 * including the demo host's published courses, so the pricing page and the admins' editor have
 * something to show. Written through the plans service (the same rules as the editor); only the
 * courses are the catalogue's published ones.
 */
export async function seedMemberships(deps: { users: UsersRepository; courses: Courses; plans: PlansService; adminEmail: string }): Promise<void> {
  const admin = await deps.users.findByEmail(deps.adminEmail);
  if (!admin) return;
  // The published courses, oldest first (the demo host's two).
  const courses = (await deps.courses.reads.list(CourseListQuery.parse({ limit: 4, order: 'newest' }))).data.reverse();
  if (!courses.length) return;
  const included = (ids: { id: string }[]) => ids.map(({ id }) => ({ productItemType: 'ONLINE_COURSE' as const, productItemId: id }));

  await deps.plans.create(
    admin.id,
    MembershipBody.parse({
      name: 'Học không giới hạn',
      description: 'Học mọi khoá học trong gói, tham gia buổi hỏi đáp hằng tháng với người hướng dẫn.',
      isDefault: true,
      isMain: true,
      parts: [
        { title: 'Mọi khoá học trong gói', description: 'Học bao nhiêu tuỳ thích, tiến độ được lưu trên mọi thiết bị.' },
        { title: 'Hỏi đáp hằng tháng', description: 'Một buổi trực tuyến mỗi tháng để hỏi trực tiếp người hướng dẫn.' },
        { title: 'Ưu đãi sự kiện', description: 'Mua được các hạng vé dành riêng cho hội viên.' },
      ],
      prices: [
        { amount: 199_000, period: { unit: 'MONTH', count: 1 } },
        { amount: 1_990_000, period: { unit: 'YEAR', count: 1 } },
        { amount: 4_990_000, period: null },
      ],
      products: included(courses),
    }),
  );
  await deps.plans.create(
    admin.id,
    MembershipBody.parse({
      name: 'Khởi đầu',
      description: 'Gói nhẹ nhàng cho người mới: khoá học nhập môn và cộng đồng học viên.',
      parts: [
        { title: 'Khoá học nhập môn', description: null },
        { title: 'Cộng đồng học viên', description: 'Nhóm thảo luận cùng các hội viên khác.' },
      ],
      prices: [
        { amount: 99_000, period: { unit: 'MONTH', count: 1 } },
        { amount: 990_000, period: { unit: 'YEAR', count: 1 } },
      ],
      products: included(courses.slice(0, 1)),
    }),
  );
}
