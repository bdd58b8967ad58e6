import { createBusinessesRepository } from '../modules/catalogue/businesses/businesses.repository.js';
import { createCategoriesRepository } from '../modules/catalogue/categories/categories.repository.js';
import { createHostCategoriesRepository } from '../modules/catalogue/host-categories/host-categories.repository.js';
import type { Db } from '../platform/db/database.js';

/** [name, slug, icon, children: [name, slug][]] */
const TREE: readonly [string, string, string, readonly [string, string][]][] = [
  [
    'Công nghệ & Lập trình',
    'cong-nghe-lap-trinh',
    'code',
    [
      ['Lập trình web', 'lap-trinh-web'],
      ['Khoa học dữ liệu', 'khoa-hoc-du-lieu'],
      ['Lập trình di động', 'lap-trinh-di-dong'],
    ],
  ],
  [
    'Thiết kế & Sáng tạo',
    'thiet-ke-sang-tao',
    'palette',
    [
      ['Thiết kế UX/UI', 'ux-ui'],
      ['Minh họa', 'minh-hoa'],
      ['Nhiếp ảnh', 'nhiep-anh'],
    ],
  ],
  [
    'Kinh doanh & Khởi nghiệp',
    'kinh-doanh-khoi-nghiep',
    'briefcase',
    [
      ['Tiếp thị số', 'tiep-thi-so'],
      ['Khởi nghiệp', 'khoi-nghiep'],
      ['Tài chính cá nhân', 'tai-chinh-ca-nhan'],
    ],
  ],
  [
    'Ngoại ngữ',
    'ngoai-ngu',
    'languages',
    [
      ['Tiếng Anh', 'tieng-anh'],
      ['Tiếng Nhật', 'tieng-nhat'],
      ['Tiếng Hàn', 'tieng-han'],
    ],
  ],
  [
    'Phát triển bản thân',
    'phat-trien-ban-than',
    'sprout',
    [
      ['Hướng nghiệp', 'huong-nghiep'],
      ['Kỹ năng mềm', 'ky-nang-mem'],
    ],
  ],
  [
    'Sức khoẻ & Đời sống',
    'suc-khoe-doi-song',
    'heart-pulse',
    [
      ['Yoga & Thiền', 'yoga-thien'],
      ['Ẩm thực', 'am-thuc'],
      ['Cờ vua', 'co-vua'],
    ],
  ],
  [
    'Nghệ thuật & Thủ công',
    'nghe-thuat-thu-cong',
    'music',
    [
      ['Piano', 'piano'],
      ['Guitar', 'guitar'],
      ['Đồ thủ công', 'do-thu-cong'],
    ],
  ],
];

const HOST_KINDS: readonly [string, string, string][] = [
  ['Giảng viên', 'giang-vien', 'graduation-cap'],
  ['Diễn giả', 'dien-gia', 'mic'],
  ['Huấn luyện viên', 'huan-luyen-vien', 'dumbbell'],
  ['Chuyên gia', 'chuyen-gia', 'badge-check'],
  ['Doanh nghiệp', 'doanh-nghiep', 'building-2'],
];

const BUSINESSES = [
  {
    name: 'Học viện Số Việt',
    slug: 'hoc-vien-so-viet',
    description: 'Đào tạo lập trình và dữ liệu cho người đi làm.',
    website: 'https://hocvienso.example.vn',
    address: 'Cầu Giấy, Hà Nội',
    topics: ['lap-trinh-web', 'khoa-hoc-du-lieu'],
  },
  {
    name: 'Trung tâm Anh ngữ Sao Mai',
    slug: 'anh-ngu-sao-mai',
    description: 'Tiếng Anh giao tiếp và luyện thi IELTS.',
    website: 'https://saomai.example.vn',
    address: 'Quận 3, TP. Hồ Chí Minh',
    topics: ['tieng-anh'],
  },
  {
    name: 'Không gian Sáng tạo Mộc',
    slug: 'khong-gian-sang-tao-moc',
    description: 'Workshop thiết kế, minh họa và thủ công cuối tuần.',
    website: null,
    address: 'Hải Châu, Đà Nẵng',
    topics: ['minh-hoa', 'do-thu-cong'],
  },
] as const;

export interface DemoCatalogue {
  categoryIds: Map<string, string>;
  hostCategoryIds: Map<string, string>;
}

/** The category tree, the kinds of host and a few businesses, on the first start, written through their repositories. */
export async function seedCatalogue(db: Db): Promise<DemoCatalogue> {
  const categoryRows = createCategoriesRepository(db);
  const businessRows = createBusinessesRepository(db);
  const kindRows = createHostCategoriesRepository(db);
  const inserted = <T>(row: T | undefined, slug: string): T => {
    if (!row) throw new Error(`demo slug ${slug} is already taken`);
    return row;
  };
  const categoryIds = new Map<string, string>();
  for (const [position, [name, slug, icon, children]] of TREE.entries()) {
    const root = inserted(await categoryRows.insert({ name, slug, icon, position, parentId: null }), slug);
    categoryIds.set(slug, root.id);
    for (const [i, [childName, childSlug]] of children.entries()) {
      const child = inserted(await categoryRows.insert({ name: childName, slug: childSlug, parentId: root.id, position: i }), childSlug);
      categoryIds.set(child.slug, child.id);
    }
  }
  const hostCategoryIds = new Map<string, string>();
  for (const [position, [name, slug, icon]] of HOST_KINDS.entries()) {
    hostCategoryIds.set(slug, inserted(await kindRows.insert({ name, slug, icon, position }), slug).id);
  }
  for (const { topics, ...business } of BUSINESSES) {
    const row = inserted(await businessRows.insert(business), business.slug);
    await businessRows.replaceCategories(
      row.id,
      topics.map((topic) => categoryIds.get(topic)!),
      db,
    );
  }
  return { categoryIds, hostCategoryIds };
}
