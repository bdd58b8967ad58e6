import type { ReskillsService } from '../modules/memberships/reskills/reskills.service.js';
import type { UsersRepository } from '../modules/identity/index.js';
import type { DemoImages } from './images.js';

/** The reskills service as the seed uses it (create a published programme of the host's products). */
export type DemoReskills = Pick<ReskillsService, 'create'>;

/**
 * One reskill programme whose full price includes the demo host's first course (lean start-up) and its ebook (a
 * cheaper price holds the ebook alone), and one career launchpad including the second course (presenting).
 */
export async function seedReskills(deps: {
  users: UsersRepository;
  reskills: DemoReskills;
  images: DemoImages;
  hostEmail: string;
  learning: { courseIds: readonly string[]; ebookId: string };
}): Promise<void> {
  const host = await deps.users.findByEmail(deps.hostEmail);
  if (!host) throw new Error('the demo host must exist before its reskill programmes');
  const actor = { id: host.id, role: 'HOST' as const };
  const [firstCourse, secondCourse] = deps.learning.courseIds;
  const cover = (i: number) => deps.images.covers[i % deps.images.covers.length] ?? null;
  await deps.reskills.create(actor, {
    type: 'RESKILL',
    title: 'Reskill: Khởi nghiệp từ con số 0',
    description: '<p>Tám tuần chuyển hướng sang tự kinh doanh: học khoá khởi nghiệp, đọc sổ tay và làm bài tập theo tuần.</p>',
    image: cover(4),
    isMain: true,
    status: 'PUBLISHED',
    prices: [
      {
        title: 'Trọn gói: khoá học và sổ tay',
        amount: 590_000,
        status: 'ACTIVE',
        products: [
          { productItemType: 'ONLINE_COURSE', productItemId: firstCourse! },
          { productItemType: 'E_BOOK', productItemId: deps.learning.ebookId },
        ],
      },
      { title: 'Chỉ sổ tay', amount: 79_000, status: 'ACTIVE', products: [{ productItemType: 'E_BOOK', productItemId: deps.learning.ebookId }] },
    ],
  });
  await deps.reskills.create(actor, {
    type: 'LAUNCHPAD',
    title: 'Launchpad: Sẵn sàng cho công việc đầu tiên',
    description: '<p>Lộ trình bốn tuần cho người sắp đi làm: thuyết trình tự tin, dự án nhỏ và hồ sơ xin việc.</p>',
    image: cover(6),
    isMain: true,
    status: 'PUBLISHED',
    prices: [{ title: 'Lộ trình bốn tuần', amount: 390_000, status: 'ACTIVE', products: [{ productItemType: 'ONLINE_COURSE', productItemId: secondCourse! }] }],
  });
}
