import { readFileSync } from 'node:fs';
import type { CourseUpsertBody, QuizInput } from '@market/contract';
import type { Courses } from '../modules/catalogue/index.js';
import type { UsersRepository } from '../modules/identity/index.js';
import { demoDirectory, type DemoImages } from './images.js';

/** Where the demo keeps its paid files: privately, owned by the demo host, as a host's own uploads are. */
export interface DemoPrivateFiles {
  storePrivate(input: { folder: string; fileName: string; contentType: string; bytes: Uint8Array; ownerId: string }): Promise<{ id: string; key: string }>;
}

/** The ebooks as the seed uses them: a book made from a private file and submitted by its host, then approved by the admin. */
export interface DemoEbooks {
  ebooks: {
    create(
      actor: { id: string; role: 'HOST' },
      body: {
        title: string;
        description?: string | null;
        coverImage?: string | null;
        price: number;
        pagesCount?: number | null;
        fileId: string;
        status?: 'DRAFT' | 'PUBLISHED';
      },
    ): Promise<{ id: string }>;
  };
  review: { approve(admin: { id: string; role: 'ADMIN' }, id: string): Promise<unknown> };
}

/** The combos service as the seed uses it (create a published combo of the host's products). */
export interface DemoCombos {
  create(
    actor: { id: string; role: 'HOST' },
    body: {
      title: string;
      description?: string | null;
      coverImage?: string | null;
      price: number;
      status?: 'DRAFT' | 'PUBLISHED';
      items: { productItemType: 'TICKET_TIER' | 'ONLINE_COURSE' | 'E_BOOK'; productItemId: string; quantity?: number }[];
    },
  ): Promise<{ id: string }>;
}

interface DemoLesson {
  title: string;
  type: 'VIDEO' | 'PDF' | 'TEXT' | 'QUIZ';
  quiz?: QuizInput;
  /** A file of demo/media for VIDEO and PDF. */
  file?: 'lesson-1.mp4' | 'lesson-2.mp4' | 'lesson.pdf';
  body?: string;
  durationSeconds: number;
  isPreview?: boolean;
}

interface DemoCourse {
  course: CourseUpsertBody;
  /** Slugs of the demo category tree (catalogue.seed.ts). */
  topics: string[];
  cover: number;
  sections: { title: string; dripDays?: number; lessons: DemoLesson[] }[];
}

const COURSES: DemoCourse[] = [
  {
    cover: 5,
    topics: ['khoi-nghiep'],
    course: {
      title: 'Khởi nghiệp tinh gọn cho người mới bắt đầu',
      subtitle: 'Từ ý tưởng đến mười khách hàng đầu tiên trong 30 ngày',
      description:
        '<p>Khoá học giúp bạn kiểm chứng ý tưởng trước khi bỏ nhiều tiền và thời gian: phỏng vấn khách hàng, làm sản phẩm mẫu, định giá bằng VND và đo lường kết quả mỗi tuần.</p><ul><li>Bảng kiểm ý tưởng dùng ngay</li><li>Mẫu phỏng vấn khách hàng</li><li>Bài tập thực hành sau mỗi chương</li></ul>',
      price: 499_000,
      compareAtPrice: 799_000,
      level: 'BEGINNER',
      language: 'Tiếng Việt',
      outcomes: [
        'Viết ra và kiểm chứng ba giả định quan trọng nhất của ý tưởng',
        'Phỏng vấn khách hàng mà không dẫn dắt câu trả lời',
        'Định giá sản phẩm đầu tiên bằng VND và đo kết quả mỗi tuần',
      ],
      requirements: ['Một ý tưởng kinh doanh, dù còn sơ khai', 'Khoảng 2 giờ mỗi tuần trong 30 ngày'],
    },
    sections: [
      {
        title: 'Bắt đầu',
        lessons: [
          { title: 'Chào mừng bạn đến với khoá học', type: 'VIDEO', file: 'lesson-1.mp4', durationSeconds: 10, isPreview: true },
          {
            title: 'Bảng kiểm ý tưởng',
            type: 'TEXT',
            durationSeconds: 300,
            body: '<p>Trước khi làm sản phẩm, hãy viết ra ba giả định quan trọng nhất:</p><ol><li>Ai gặp vấn đề này thường xuyên?</li><li>Họ đang giải quyết nó bằng cách nào?</li><li>Họ sẵn sàng trả bao nhiêu?</li></ol>',
          },
        ],
      },
      {
        title: 'Đi tìm khách hàng',
        lessons: [
          { title: 'Phỏng vấn khách hàng đúng cách', type: 'VIDEO', file: 'lesson-2.mp4', durationSeconds: 10 },
          { title: 'Tài liệu: bảng kiểm trước buổi phỏng vấn', type: 'PDF', file: 'lesson.pdf', durationSeconds: 180 },
        ],
      },
    ],
  },
  {
    cover: 6,
    topics: ['ky-nang-mem'],
    course: {
      title: 'Thuyết trình thuyết phục trong 7 ngày',
      subtitle: 'Cấu trúc, slide và giọng nói cho buổi trình bày quan trọng',
      description:
        '<p>Mỗi ngày một bài ngắn, kèm bài tập quay video tự luyện. Phù hợp với người đi làm cần trình bày trước sếp, khách hàng hoặc nhà đầu tư.</p>',
      price: 299_000,
      level: 'ALL_LEVELS',
      language: 'Tiếng Việt',
      outcomes: ['Dựng bài trình bày theo cấu trúc ba phần', 'Kể một câu chuyện người nghe nhớ lâu', 'Tự luyện tập và tự đánh giá qua video'],
      requirements: ['Điện thoại có camera để quay bài tập'],
      quizzesRequired: true,
    },
    sections: [
      {
        title: 'Nền tảng',
        lessons: [
          { title: 'Vì sao người nghe nhớ câu chuyện hơn con số', type: 'VIDEO', file: 'lesson-2.mp4', durationSeconds: 10, isPreview: true },
          {
            title: 'Cấu trúc ba phần',
            type: 'TEXT',
            durationSeconds: 240,
            body: '<p><strong>Mở đầu</strong> nêu vấn đề, <strong>thân bài</strong> đưa ra ba ý chính, <strong>kết</strong> kêu gọi một hành động cụ thể.</p>',
          },
        ],
      },
      {
        title: 'Thực hành',
        dripDays: 3,
        lessons: [
          { title: 'Luyện tập trước gương', type: 'VIDEO', file: 'lesson-1.mp4', durationSeconds: 10 },
          { title: 'Phiếu tự đánh giá', type: 'PDF', file: 'lesson.pdf', durationSeconds: 120 },
          {
            title: 'Kiểm tra nhanh: cấu trúc bài trình bày',
            type: 'QUIZ',
            durationSeconds: 120,
            quiz: {
              passPercent: 50,
              maxAttempts: 3,
              questions: [
                {
                  kind: 'SINGLE',
                  prompt: 'Phần kết của bài trình bày nên làm gì?',
                  options: [
                    { text: 'Kêu gọi một hành động cụ thể', correct: true },
                    { text: 'Nhắc lại toàn bộ số liệu', correct: false },
                    { text: 'Kể thêm một câu chuyện mới', correct: false },
                  ],
                },
                {
                  kind: 'MULTIPLE',
                  prompt: 'Những gì giúp người nghe nhớ lâu hơn?',
                  options: [
                    { text: 'Một câu chuyện có nhân vật', correct: true },
                    { text: 'Ba ý chính rõ ràng', correct: true },
                    { text: 'Slide kín chữ', correct: false },
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
  },
];

const CONTENT_TYPES = { 'lesson-1.mp4': 'video/mp4', 'lesson-2.mp4': 'video/mp4', 'lesson.pdf': 'application/pdf' } as const;

/**
 * The demo host's two published courses (each with a free preview lesson, small videos and a PDF
 * shipped with the project, so the demo works offline) and one ebook; the demo buyer learns the first
 * course and is part of the way through it.
 */
export async function seedLearning(deps: {
  users: UsersRepository;
  courses: Courses;
  ebooks: DemoEbooks;
  /** When given, the second course and the ebook are also sold together as a combo. */
  combos?: DemoCombos | undefined;
  files: DemoPrivateFiles;
  images: DemoImages;
  /** The demo category tree's ids by slug. */
  categoryIds: ReadonlyMap<string, string>;
  hostEmail: string;
  adminEmail: string;
  learnerEmail: string;
}): Promise<{ courseIds: string[]; ebookId: string }> {
  const [host, admin, learner] = await Promise.all([deps.hostEmail, deps.adminEmail, deps.learnerEmail].map((email) => deps.users.findByEmail(email)));
  if (!host || !admin || !learner) throw new Error('the demo accounts must exist before its courses');
  const hostActor = { id: host.id, role: 'HOST' as const };
  const dir = demoDirectory('media');
  const keys = new Map<string, string>();
  const media = async (file: keyof typeof CONTENT_TYPES) => {
    let key = keys.get(file);
    if (!key) {
      key = (
        await deps.files.storePrivate({
          folder: 'lessons',
          fileName: file,
          contentType: CONTENT_TYPES[file],
          bytes: readFileSync(`${dir}/${file}`),
          ownerId: host.id,
        })
      ).key;
      keys.set(file, key);
    }
    return key;
  };

  const made: { id: string; lessons: string[] }[] = [];
  for (const demo of COURSES) {
    const course = await deps.courses.courses.createFor(host.id, {
      ...demo.course,
      coverImage: deps.images.covers[demo.cover % deps.images.covers.length],
      categoryIds: demo.topics.map((slug) => deps.categoryIds.get(slug)).filter((id) => id !== undefined),
    });
    const lessons: string[] = [];
    for (const section of demo.sections) {
      const saved = await deps.courses.courses.upsertSection(hostActor, { courseId: course.id, title: section.title, dripDays: section.dripDays ?? null });
      for (const lesson of section.lessons) {
        const row = await deps.courses.courses.upsertLesson(hostActor, {
          sectionId: saved.id,
          type: lesson.type,
          title: lesson.title,
          body: lesson.body ?? null,
          mediaKey: lesson.file ? await media(lesson.file) : null,
          durationSeconds: lesson.durationSeconds,
          isPreview: lesson.isPreview ?? false,
          ...(lesson.quiz ? { quiz: lesson.quiz } : {}),
        });
        lessons.push(row.id);
      }
    }
    await deps.courses.courses.submit(hostActor, course.id);
    await deps.courses.review.approve({ id: admin.id, role: 'ADMIN' }, course.id);
    made.push({ id: course.id, lessons });
  }

  // The demo buyer was given the first course and has finished its first two lessons.
  const first = made[0]!;
  await deps.courses.learning.enrol(learner.id, first.id, 'GIFT');
  const learnerActor = { id: learner.id, role: learner.role };
  await deps.courses.learning.recordProgress(learnerActor, first.lessons[0]!, { positionSeconds: 10, completed: true });
  await deps.courses.learning.recordProgress(learnerActor, first.lessons[1]!, { positionSeconds: 0, completed: true });

  const book = await deps.files.storePrivate({
    folder: 'ebooks',
    fileName: 'so-tay-khoi-nghiep.pdf',
    contentType: 'application/pdf',
    bytes: readFileSync(`${dir}/ebook.pdf`),
    ownerId: host.id,
  });
  const ebook = await deps.ebooks.ebooks.create(hostActor, {
    title: 'Sổ tay khởi nghiệp nhỏ',
    description: 'Ba chương ngắn: hiểu khách hàng, thử nghiệm nhỏ, định giá và đo lường. Tải về đọc trên mọi thiết bị.',
    coverImage: deps.images.covers[7 % deps.images.covers.length] ?? null,
    price: 99_000,
    pagesCount: 3,
    fileId: book.id,
    status: 'PUBLISHED',
  });
  // Submitted by its host, it goes on sale once the admin approves it, as any host's book does.
  await deps.ebooks.review.approve({ id: admin.id, role: 'ADMIN' }, ebook.id);
  await deps.combos?.create(hostActor, {
    title: 'Combo Khởi nghiệp: khoá học và sổ tay',
    description: 'Khoá học thứ hai của chúng tôi cùng cuốn sổ tay khởi nghiệp, rẻ hơn mua lẻ.',
    coverImage: deps.images.covers[3 % deps.images.covers.length] ?? null,
    price: Math.max(0, (COURSES[1]?.course.price ?? 0) + 99_000 - 100_000),
    status: 'PUBLISHED',
    items: [
      { productItemType: 'ONLINE_COURSE', productItemId: made[1]!.id },
      { productItemType: 'E_BOOK', productItemId: ebook.id },
    ],
  });
  return { courseIds: made.map((course) => course.id), ebookId: ebook.id };
}
