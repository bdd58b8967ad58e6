import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COURSE_ID, LESSON_PREVIEW, LESSON_TEXT, makeCourseCard, makeCourseDetail, makeLearnerView, makeLessonContent } from '../../test/course-fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const course = makeCourseDetail();

describe('the course catalogue', () => {
  it('lists published courses with their price, and searches without accents from the address', async () => {
    const calls = mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/online-courses/list'))
        return json(
          200,
          pageOf([
            makeCourseCard(),
            makeCourseCard({ id: 'c0222222-2222-4222-8222-222222222222', slug: 'mien-phi', title: 'Nhập môn', isFree: true, price: 0, compareAtPrice: null }),
          ]),
        );
      if (path.startsWith('/api/v1/categories')) return json(200, pageOf([]));
      return undefined;
    });
    renderApp('/courses?q=khoi%20nghiep', { user: null });
    const cards = await screen.findAllByTestId('course-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Khởi nghiệp tinh gọn' }).getAttribute('href')).toBe('/courses/khoi-nghiep-tinh-gon');
    expect(within(cards[0]!).getByText('499.000 ₫')).toBeTruthy();
    expect(within(cards[1]!).getByText('Miễn phí')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/v1/online-courses/list') && c.path.includes('q=khoi+nghiep'))).toBe(true);
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    mockFetch(({ path }) => {
      if (path.startsWith('/api/v1/online-courses/list')) return json(200, pageOf([]));
      if (path.startsWith('/api/v1/categories')) return json(200, pageOf([]));
      return undefined;
    });
    renderApp('/courses?price=free', { user: null });
    expect(await screen.findByText('Chưa có khoá học phù hợp')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Xoá bộ lọc' }).length).toBeGreaterThan(0);
  });
});

describe('the course page', () => {
  it('shows the curriculum with lengths, the sanitised description, and lets a visitor watch a preview lesson', async () => {
    mockFetch(({ path }) => {
      if (path === `/api/v1/online-courses/slug/${course.slug}`) return json(200, course);
      if (path === `/api/v1/online-courses/${COURSE_ID}/preview-lessons`)
        return json(200, {
          data: [
            {
              ...makeLessonContent({
                id: LESSON_PREVIEW,
                title: 'Chào mừng bạn',
                type: 'VIDEO',
                body: null,
                isPreview: true,
                media: { url: '/files/signed/preview.mp4?sig=x', expiresAt: '2026-11-24T01:00:00.000Z' },
              }),
            },
          ],
        });
      if (path.startsWith('/api/v1/online-courses/recomendations')) return json(200, { data: [] });
      return undefined;
    });
    renderApp(`/courses/${course.slug}`, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeTruthy();
    expect(screen.getByText('2 chương · 3 bài học · 1 giờ 5 phút')).toBeTruthy();
    expect(screen.getByText('Mở sau 7 ngày kể từ khi đăng ký')).toBeTruthy();
    expect(screen.getByTestId('course-description').innerHTML).not.toContain('script');
    expect(screen.getByText('Trình độ: Cơ bản')).toBeTruthy();
    expect(screen.getByTestId('course-outcomes').textContent).toContain('Kiểm chứng ý tưởng trong 30 ngày');
    expect(screen.getByTestId('course-requirements').textContent).toContain('Một ý tưởng kinh doanh');
    expect(screen.getByRole('button', { name: 'Mua khoá học' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Học thử: Chào mừng bạn' }));
    const dialog = await screen.findByRole('dialog');
    const video = await within(dialog).findByLabelText('Chào mừng bạn');
    expect(video.getAttribute('src')).toBe('/files/signed/preview.mp4?sig=x');
  });

  it('sends a buyer who already owns the course to learn, not to buy it again', async () => {
    mockFetch(({ path }) => {
      if (path === `/api/v1/online-courses/slug/${course.slug}`) return json(200, course);
      if (path === `/api/v1/online-courses/user/slug/${course.slug}`) return json(200, makeLearnerView());
      if (path.startsWith('/api/v1/online-courses/recomendations')) return json(200, { data: [] });
      return undefined;
    });
    renderApp(`/courses/${course.slug}`, { user: makeUser() });
    const learn = await screen.findByRole('link', { name: 'Học tiếp' });
    expect(learn.getAttribute('href')).toBe(`/learn/${course.slug}`);
    expect(screen.queryByRole('button', { name: 'Mua khoá học' })).toBeNull();
  });

  it('keeps the price and the buy button in a bar at the bottom of a phone’s screen, and buys from it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 1023px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockFetch(({ path }) => {
      if (path === `/api/v1/online-courses/slug/${course.slug}`) return json(200, course);
      if (path.startsWith('/api/v1/online-courses/recomendations')) return json(200, { data: [] });
      return undefined;
    });
    const { router } = renderApp(`/courses/${course.slug}`, { user: null });
    const bar = await screen.findByRole('region', { name: 'Giá và đăng ký khoá học' });
    expect(within(bar).getAllByText(/₫$/).length).toBeGreaterThan(0);
    await userEvent.click(within(bar).getByRole('button', { name: 'Mua khoá học' }));
    // A visitor is asked to sign in first, and comes back to buy.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows no buy bar at a desktop size, where the purchase card is beside the curriculum', async () => {
    mockFetch(({ path }) => {
      if (path === `/api/v1/online-courses/slug/${course.slug}`) return json(200, course);
      if (path.startsWith('/api/v1/online-courses/recomendations')) return json(200, { data: [] });
      return undefined;
    });
    renderApp(`/courses/${course.slug}`, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Giá và đăng ký khoá học' })).toBeNull();
  });

  it('answers an unknown course with its own not-found page', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/online-courses/slug/') ? apiError(404, 'COURSE_NOT_FOUND', 'Không tìm thấy khoá học.') : undefined));
    renderApp('/courses/khong-co', { user: null });
    expect(await screen.findByText('Không tìm thấy khoá học')).toBeTruthy();
  });
});

describe('the learner’s player', () => {
  it('resumes at the last lesson, marks a read lesson done, and keeps locked lessons closed until they open', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/user/slug/${course.slug}`) return json(200, makeLearnerView());
      if (path === `/api/v1/online-courses/lessons/${LESSON_TEXT}` && method === 'GET')
        return json(
          200,
          makeLessonContent({
            attachments: [{ id: 'f0111111-1111-4111-8111-111111111111', kind: 'LINK', name: 'Mẫu phỏng vấn', url: 'https://vi.wikipedia.org' }],
          }),
        );
      if (path === `/api/v1/online-courses/lessons/${LESSON_TEXT}/progress`)
        return json(200, { lessonId: LESSON_TEXT, positionSeconds: 0, completed: true, coursePercent: 66, certificateSerial: null });
      return undefined;
    });
    renderApp(`/learn/${course.slug}`, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bảng kiểm ý tưởng' })).toBeTruthy();
    expect((await screen.findByTestId('lesson-text')).textContent).toBe('Viết ra ba giả định.');
    expect(screen.getByRole('link', { name: 'Mẫu phỏng vấn' }).getAttribute('href')).toBe('https://vi.wikipedia.org');
    expect(screen.getByRole('progressbar', { name: 'Tiến độ khoá học' }).getAttribute('aria-valuenow')).toBe('33');

    const outline = screen.getByRole('complementary', { name: 'Nội dung khoá học' });
    const locked = within(outline).getByRole('button', { name: /Phỏng vấn khách hàng/ }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(within(locked).getByText('Mở vào 27/11/2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Đánh dấu đã học xong' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === `/api/v1/online-courses/lessons/${LESSON_TEXT}/progress`)).toBe(true));
    const saved = calls.find((c) => c.method === 'PUT')!;
    expect(saved.body).toEqual({ positionSeconds: 0, completed: true });
  });

  it('takes a quiz in the player: the server scores the try, and the right options show only once it sends them', async () => {
    const quizView = makeLearnerView();
    const view = {
      ...quizView,
      sections: quizView.sections.map((s) => ({
        ...s,
        lessons: s.lessons.map((l) => (l.id === LESSON_TEXT ? { ...l, type: 'QUIZ' as const, title: 'Kiểm tra nhanh' } : l)),
      })),
    };
    const quiz = {
      passPercent: 100,
      maxAttempts: 2,
      attemptsUsed: 0,
      attemptsLeft: 2,
      passed: false,
      bestPercent: null,
      questions: [
        {
          id: 'q1',
          kind: 'SINGLE' as const,
          prompt: 'Phần kết nên làm gì?',
          options: [
            { id: 'a', text: 'Kêu gọi hành động' },
            { id: 'b', text: 'Nhắc lại số liệu' },
          ],
        },
      ],
      solution: null,
    };
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/user/slug/${course.slug}`) return json(200, view);
      if (path === `/api/v1/online-courses/lessons/${LESSON_TEXT}` && method === 'GET')
        return json(200, makeLessonContent({ type: 'QUIZ', title: 'Kiểm tra nhanh', body: null, quiz }));
      if (path === `/api/v1/online-courses/lessons/${LESSON_TEXT}/quiz-attempts`)
        return json(200, {
          attemptNo: 1,
          scorePercent: 100,
          correctCount: 1,
          questionCount: 1,
          passed: true,
          attemptsUsed: 1,
          attemptsLeft: 1,
          solution: [{ questionId: 'q1', correctOptionIds: ['a'] }],
          coursePercent: 66,
          certificateSerial: null,
        });
      return undefined;
    });
    renderApp(`/learn/${course.slug}`, { user: makeUser() });
    const group = await screen.findByRole('group', { name: /Phần kết nên làm gì/ });
    expect(screen.getByText('Đã làm 0/2 lần.')).toBeTruthy();
    expect(within(group).queryByText('Đáp án đúng')).toBeNull();
    // A quiz is never "marked done" by hand.
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã học xong' })).toBeNull();

    await userEvent.click(within(group).getByRole('radio', { name: 'Kêu gọi hành động' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText('Bạn đã đạt bài kiểm tra này.')).toBeTruthy();
    expect(screen.getByText('Bạn trả lời đúng 1/1 câu (100%).')).toBeTruthy();
    expect(within(group).getByText('Đáp án đúng')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/quiz-attempts'))!;
    expect(sent.body).toEqual({ answers: [{ questionId: 'q1', optionIds: ['a'] }] });
  });

  // A learner who opened the welcome reading and has not finished it yet.
  const started = makeLearnerView({ resume: { lessonId: LESSON_PREVIEW, positionSeconds: 0 }, percent: 0, completedLessons: 0 });
  const startedView = {
    ...started,
    sections: started.sections.map((s) => ({
      ...s,
      lessons: s.lessons.map((l) => ({ ...l, completed: false, type: l.id === LESSON_PREVIEW ? ('TEXT' as const) : l.type })),
    })),
  };

  it('is a focused frame: the course’s own header with a way back, its title and progress, and one "Bài tiếp theo" that counts a reading as read', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/user/slug/${course.slug}`) return json(200, startedView);
      if (path === `/api/v1/online-courses/lessons/${LESSON_PREVIEW}` && method === 'GET')
        return json(200, makeLessonContent({ id: LESSON_PREVIEW, title: 'Chào mừng bạn', type: 'TEXT', isPreview: true }));
      if (method === 'PUT') return json(200, { lessonId: LESSON_PREVIEW, positionSeconds: 0, completed: true, coursePercent: 66, certificateSerial: null });
      return undefined;
    });
    const { router } = renderApp(`/learn/${course.slug}`, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Chào mừng bạn' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: course.title })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Việc học của tôi' }).getAttribute('href')).toBe('/me/learning');
    expect(within(header).getByRole('progressbar', { name: 'Tiến độ khoá học' })).toBeTruthy();
    // None of the shop around the lesson: no site search, no newsletter footer.
    expect(screen.queryByRole('combobox', { name: 'Tìm kiếm' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    const nextButtons = screen.getAllByRole('button', { name: 'Bài tiếp theo' });
    expect(nextButtons).toHaveLength(1);
    await userEvent.click(nextButtons[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(`?lesson=${LESSON_TEXT}`));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: `/api/v1/online-courses/lessons/${LESSON_PREVIEW}/progress`,
        body: { positionSeconds: 0, completed: true },
      }),
    );
  });

  it('says which required quiz, out of tries, the certificate still needs', async () => {
    mockFetch(({ path }) => {
      if (path === `/api/v1/online-courses/user/slug/${course.slug}`)
        return json(200, makeLearnerView({ certificateNeeds: [{ lessonId: LESSON_TEXT, title: 'Kiểm tra chương 1' }] }));
      if (path.startsWith('/api/v1/online-courses/lessons/'))
        return json(200, makeLessonContent({ id: LESSON_TEXT, title: 'Bảng kiểm ý tưởng', type: 'TEXT' }));
      return undefined;
    });
    renderApp(`/learn/${course.slug}`, { user: makeUser() });
    expect(await screen.findByText('Chứng nhận cần bạn đạt bài kiểm tra')).toBeTruthy();
    expect(screen.getByText(/Bạn đã dùng hết số lần làm “Kiểm tra chương 1” mà chưa đạt/)).toBeTruthy();
  });

  it('tells a visitor without access what to do instead of showing paid lessons', async () => {
    mockFetch(({ path }) => {
      if (path === `/api/v1/online-courses/user/slug/${course.slug}`)
        return json(200, makeLearnerView({ hasAccess: false, percent: 0, completedLessons: 0, resume: null, enrolledAt: null }));
      if (path === `/api/v1/online-courses/lessons/${LESSON_PREVIEW}`)
        return json(200, makeLessonContent({ id: LESSON_PREVIEW, title: 'Chào mừng bạn', type: 'TEXT', isPreview: true }));
      return undefined;
    });
    renderApp(`/learn/${course.slug}`, { user: makeUser() });
    expect(await screen.findByText('Bạn chưa có quyền học khoá này')).toBeTruthy();
    const outline = screen.getByRole('complementary', { name: 'Nội dung khoá học' });
    expect((within(outline).getByRole('button', { name: /Bảng kiểm ý tưởng/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(outline).getByRole('button', { name: /Chào mừng bạn/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('my learning', () => {
  it('lists my courses with their progress and a way back in', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/api/v1/online-courses/registered/me')
        ? json(
            200,
            pageOf([
              {
                course: makeCourseCard(),
                enrolledAt: '2026-11-20T00:00:00.000Z',
                percent: 40,
                resumeLessonId: LESSON_TEXT,
                lastActivityAt: null,
                certificateSerial: null,
              },
            ]),
          )
        : undefined,
    );
    renderApp('/me/learning', { user: makeUser() });
    // The player picks up where the server says (the first unfinished lesson), not the last lesson touched.
    expect((await screen.findByRole('link', { name: 'Học tiếp' })).getAttribute('href')).toBe('/learn/khoi-nghiep-tinh-gon');
    expect(screen.getByRole('progressbar', { name: 'Tiến độ khoá học' }).getAttribute('aria-valuenow')).toBe('40');
  });
});

describe('a certificate', () => {
  it('shows who finished which course, verifiable by its serial', async () => {
    mockFetch(({ path }) =>
      path === '/api/v1/online-courses/certificates/HSK-2026-0001'
        ? json(200, {
            serial: 'HSK-2026-0001',
            issuedAt: '2026-11-22T03:00:00.000Z',
            learnerName: 'Nguyễn Văn An',
            course: { id: COURSE_ID, slug: course.slug, title: course.title },
            hostName: 'Đặng Thu Hà',
          })
        : undefined,
    );
    renderApp('/certificates/HSK-2026-0001', { user: null });
    expect(await screen.findByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.getByText('Chứng nhận hợp lệ')).toBeTruthy();
    expect(screen.getByText('Cấp ngày 22/11/2026')).toBeTruthy();
  });
});
