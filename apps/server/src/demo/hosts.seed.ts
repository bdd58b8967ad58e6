import { hashPassword, type UsersRepository } from '../modules/identity/index.js';
import { createHostsRepository } from '../modules/identity/hosts/hosts.repository.js';
import { createCategoriesRepository } from '../modules/catalogue/categories/categories.repository.js';
import type { Db } from '../platform/db/database.js';
import type { DemoCatalogue } from './catalogue.seed.js';
import type { DemoImages } from './images.js';

/** The demo host who can sign in and open the studio. */
export const DEMO_HOST = { email: 'host@demo.vn', password: 'Host@123456' };

interface DemoHost {
  /** Category slugs (see catalogue.seed.ts) and the kind of host. */
  topics: readonly string[];
  kind: string;
  fullName: string;
  displayName: string;
  headline: string;
  bio: string;
  expertise: string;
  city: string;
}

const HOSTS: readonly DemoHost[] = [
  {
    topics: ['ux-ui'],
    kind: 'giang-vien',
    fullName: 'Trần Minh Đức',
    displayName: 'Đức UX Lab',
    headline: 'Giảng viên thiết kế trải nghiệm người dùng',
    bio: 'Hơn 10 năm thiết kế sản phẩm số cho ngân hàng và thương mại điện tử. Tôi dạy UX từ nghiên cứu người dùng đến kiểm thử nguyên mẫu.',
    expertise: 'UX, UI, nghiên cứu người dùng',
    city: 'Hà Nội',
  },
  {
    topics: ['tieng-anh'],
    kind: 'huan-luyen-vien',
    fullName: 'Nguyễn Thị Lan Anh',
    displayName: 'Lan Anh English',
    headline: 'Huấn luyện viên tiếng Anh giao tiếp',
    bio: 'Cựu giảng viên đại học, giúp người đi làm tự tin thuyết trình và phỏng vấn bằng tiếng Anh.',
    expertise: 'Tiếng Anh giao tiếp, IELTS',
    city: 'TP. Hồ Chí Minh',
  },
  {
    topics: ['khoa-hoc-du-lieu'],
    kind: 'chuyen-gia',
    fullName: 'Lê Hoàng Nam',
    displayName: 'Nam Data',
    headline: 'Kỹ sư dữ liệu, chia sẻ về phân tích dữ liệu',
    bio: 'Làm dữ liệu tại các công ty công nghệ; các khoá học của tôi đi từ SQL cơ bản tới xây dựng dashboard.',
    expertise: 'SQL, Python, phân tích dữ liệu',
    city: 'Đà Nẵng',
  },
  {
    topics: ['yoga-thien'],
    kind: 'huan-luyen-vien',
    fullName: 'Phạm Thu Hà',
    displayName: 'Hà Yoga',
    headline: 'Giáo viên yoga và thiền chánh niệm',
    bio: 'Tổ chức lớp yoga buổi sáng và các buổi thiền cuối tuần cho người bận rộn.',
    expertise: 'Yoga, thiền',
    city: 'Hà Nội',
  },
  {
    topics: ['tiep-thi-so'],
    kind: 'chuyen-gia',
    fullName: 'Võ Quốc Bảo',
    displayName: 'Bảo Marketing',
    headline: 'Chuyên gia tiếp thị số',
    bio: 'Tư vấn chiến lược nội dung và quảng cáo cho doanh nghiệp nhỏ; chia sẻ kinh nghiệm thực chiến.',
    expertise: 'Tiếp thị số, quảng cáo, nội dung',
    city: 'TP. Hồ Chí Minh',
  },
  {
    topics: ['am-thuc'],
    kind: 'giang-vien',
    fullName: 'Đặng Ngọc Mai',
    displayName: 'Mai Bếp Việt',
    headline: 'Đầu bếp, dạy nấu món Việt truyền thống',
    bio: 'Các lớp nấu ăn cuối tuần: phở, bún chả, bánh cuốn và những món ăn gia đình.',
    expertise: 'Ẩm thực Việt',
    city: 'Huế',
  },
  {
    topics: ['tai-chinh-ca-nhan'],
    kind: 'chuyen-gia',
    fullName: 'Bùi Thanh Tùng',
    displayName: 'Tùng Finance',
    headline: 'Cố vấn tài chính cá nhân',
    bio: 'Giúp người trẻ lập ngân sách, tiết kiệm và đầu tư dài hạn một cách bình tĩnh.',
    expertise: 'Tài chính cá nhân, đầu tư',
    city: 'Hà Nội',
  },
  {
    topics: ['minh-hoa'],
    kind: 'giang-vien',
    fullName: 'Hoàng Khánh Linh',
    displayName: 'Linh Illustrator',
    headline: 'Họa sĩ minh họa tự do',
    bio: 'Hướng dẫn vẽ minh họa trên iPad và xây dựng danh mục tác phẩm để nhận dự án.',
    expertise: 'Minh họa, Procreate',
    city: 'TP. Hồ Chí Minh',
  },
  {
    topics: ['khoi-nghiep'],
    kind: 'dien-gia',
    fullName: 'Ngô Văn Thắng',
    displayName: 'Thắng Startup',
    headline: 'Nhà sáng lập, mentor khởi nghiệp',
    bio: 'Từng gọi vốn ba công ty; tổ chức workshop về mô hình kinh doanh và gọi vốn.',
    expertise: 'Khởi nghiệp, gọi vốn',
    city: 'Hà Nội',
  },
  {
    topics: ['piano'],
    kind: 'giang-vien',
    fullName: 'Trịnh Thu Trang',
    displayName: 'Trang Piano',
    headline: 'Giáo viên piano cho người lớn',
    bio: 'Học piano từ con số không: lộ trình 12 tuần cho người đi làm.',
    expertise: 'Piano, nhạc lý',
    city: 'Đà Nẵng',
  },
  {
    topics: ['nhiep-anh'],
    kind: 'chuyen-gia',
    fullName: 'Đỗ Hải Long',
    displayName: 'Long Photo',
    headline: 'Nhiếp ảnh gia phong cảnh',
    bio: 'Dẫn tour chụp ảnh và dạy chỉnh màu ảnh phong cảnh Việt Nam.',
    expertise: 'Nhiếp ảnh, hậu kỳ',
    city: 'Đà Lạt',
  },
  {
    topics: ['huong-nghiep', 'ky-nang-mem'],
    kind: 'dien-gia',
    fullName: 'Lý Phương Thảo',
    displayName: 'Thảo Career',
    headline: 'Chuyên gia nhân sự, hướng nghiệp',
    bio: 'Giúp bạn viết CV, luyện phỏng vấn và đàm phán lương.',
    expertise: 'Hướng nghiệp, tuyển dụng',
    city: 'TP. Hồ Chí Minh',
  },
];

const APPLICANTS: readonly DemoHost[] = [
  {
    topics: ['lap-trinh-web'],
    kind: 'giang-vien',
    fullName: 'Phan Gia Huy',
    displayName: 'Huy Code Academy',
    headline: 'Lập trình viên web, muốn mở lớp React',
    bio: 'Năm năm làm frontend; muốn dạy React cho người mới bắt đầu.',
    expertise: 'React, TypeScript',
    city: 'Hà Nội',
  },
  {
    topics: ['do-thu-cong'],
    kind: 'huan-luyen-vien',
    fullName: 'Mai Thị Ngọc',
    displayName: 'Ngọc Handmade',
    headline: 'Thợ làm đồ thủ công',
    bio: 'Muốn tổ chức workshop làm nến thơm và đồ da thủ công.',
    expertise: 'Đồ thủ công',
    city: 'Hội An',
  },
  {
    topics: ['co-vua'],
    kind: 'huan-luyen-vien',
    fullName: 'Cao Minh Trí',
    displayName: 'Trí Chess Club',
    headline: 'Kiện tướng cờ vua',
    bio: 'Muốn mở các lớp cờ vua cho thiếu nhi và người lớn.',
    expertise: 'Cờ vua',
    city: 'Cần Thơ',
  },
];

const email = (i: number, kind: 'host' | 'applicant') => (kind === 'host' && i === 0 ? DEMO_HOST.email : `${kind}${i + 1}@demo.vn`);
const phone = (n: number) => `0912${String(1_000_000 + n).slice(1)}`;

/**
 * A dozen approved hosts (the first signs in as host@demo.vn) and three applications waiting for
 * an admin, each with its timeline. Called once, on the first start.
 */
export async function seedHosts(deps: { db: Db; users: UsersRepository; catalogue: DemoCatalogue; images: DemoImages }): Promise<void> {
  const { db, users, catalogue, images } = deps;
  const hostProfileRows = createHostsRepository(db);
  const categoryRows = createCategoriesRepository(db);
  const passwordHash = await hashPassword(DEMO_HOST.password);
  const now = Date.now();
  const seed = async (person: DemoHost, i: number, kind: 'host' | 'applicant') => {
    const approved = kind === 'host';
    const user = await users.create({
      email: email(i, kind),
      phone: phone(i + (approved ? 0 : 50)),
      fullName: person.fullName,
      avatar: images.avatars[(approved ? i : HOSTS.length + i) % images.avatars.length]!,
      role: approved ? 'HOST' : 'USER',
      headline: approved ? person.headline : null,
      bio: approved ? person.bio : null,
      city: person.city,
      passwordHash,
      emailVerifiedAt: new Date(now),
      isFirstLogin: false,
      followerCount: approved ? (HOSTS.length - i) * 37 : 0,
      hostCategoryId: approved ? catalogue.hostCategoryIds.get(person.kind)! : null,
    });
    const categoryIds = person.topics.map((topic) => catalogue.categoryIds.get(topic)!);
    if (approved) await categoryRows.fileHost(user.id, categoryIds);
    const submittedAt = new Date(now - (approved ? 30 + i : i + 1) * 86_400_000);
    const reviewedAt = approved ? new Date(submittedAt.getTime() + 86_400_000) : null;
    const profile = await hostProfileRows.insert({
      userId: user.id,
      status: approved ? 'HOST_APPROVED' : 'NEW_HOST',
      reviewStatus: approved ? 'APPROVED' : 'NEW',
      displayName: person.displayName,
      headline: person.headline,
      bio: person.bio,
      expertise: person.expertise,
      phone: user.phone,
      email: user.email,
      experienceYears: 3 + (i % 8),
      categoryIds,
      hostCategoryId: catalogue.hostCategoryIds.get(person.kind)!,
      documents: [{ name: 'Hồ sơ năng lực.pdf', url: images.document }],
      submittedAt,
      reviewedAt,
      createdAt: submittedAt,
    });
    await hostProfileRows.addEvent({
      hostProfileId: profile.id,
      action: 'SUBMITTED',
      fromStatus: null,
      toStatus: 'NEW_HOST',
      actorId: user.id,
      createdAt: submittedAt,
    });
    if (approved)
      await hostProfileRows.addEvent({
        hostProfileId: profile.id,
        action: 'APPROVED',
        fromStatus: 'NEW_HOST',
        toStatus: 'HOST_APPROVED',
        createdAt: reviewedAt!,
      });
  };
  for (const [i, person] of HOSTS.entries()) await seed(person, i, 'host');
  for (const [i, person] of APPLICANTS.entries()) await seed(person, i, 'applicant');
}
