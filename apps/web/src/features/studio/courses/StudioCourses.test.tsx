import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COURSE_ID, LESSON_PREVIEW, makeCourseCard, makeCourseDetail } from '../../../test/course-fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const host = makeUser({ role: 'HOST' });

describe('the studio’s courses', () => {
  it('lists my courses with their status and the reason a rejected one was refused', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/api/v1/online-courses/host')
        ? json(
            200,
            pageOf([
              makeCourseCard({ status: 'REJECTED', rejectReason: 'Thiếu bài học thử' }),
              makeCourseCard({ id: 'c0222222-2222-4222-8222-222222222222', title: 'Bản nháp', status: 'DRAFT' }),
            ]),
          )
        : undefined,
    );
    renderApp('/studio/courses', { user: host });
    expect(await screen.findByText('Lý do bị từ chối: Thiếu bài học thử')).toBeTruthy();
    expect(screen.getByText('Bị từ chối')).toBeTruthy();
    expect(screen.getByText('Nháp')).toBeTruthy();
  });

  it('creates a course from its details and opens its curriculum', async () => {
    const created = makeCourseDetail({ status: 'DRAFT', sections: [] });
    const calls = mockFetch(({ path, method }) => {
      if (path === '/api/v1/online-courses/upsert' && method === 'POST') return json(200, created);
      if (path === `/api/v1/online-courses/${COURSE_ID}`) return json(200, created);
      return undefined;
    });
    const { router } = renderApp('/studio/courses/new', { user: host });
    await userEvent.type(await screen.findByLabelText('Tên khoá học'), 'Khởi nghiệp tinh gọn');
    await userEvent.selectOptions(screen.getByLabelText(/^Trình độ/), 'BEGINNER');
    const outcomes = screen.getByRole('group', { name: /Bạn sẽ học được/ });
    await userEvent.click(within(outcomes).getByRole('button', { name: 'Thêm dòng' }));
    await userEvent.click(within(outcomes).getByRole('button', { name: 'Thêm dòng' }));
    await userEvent.type(within(outcomes).getByLabelText('Bạn sẽ học được: dòng 1'), 'Kiểm chứng ý tưởng');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo và soạn nội dung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/courses/${COURSE_ID}`));
    const sent = calls.find((c) => c.method === 'POST')!;
    // The blank second line is left out rather than refused.
    expect(sent.body).toMatchObject({
      title: 'Khởi nghiệp tinh gọn',
      price: 0,
      language: 'Tiếng Việt',
      level: 'BEGINNER',
      outcomes: ['Kiểm chứng ý tưởng'],
      requirements: [],
      categoryIds: [],
      quizzesRequired: true,
    });
    expect(await screen.findByRole('button', { name: 'Thêm chương' })).toBeTruthy();
  });

  it('refuses a course without a title before sending anything', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/studio/courses/new', { user: host });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo và soạn nội dung' }));
    expect(await screen.findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('moves a lesson down with the keyboard-reachable arrow, sending its new place', async () => {
    const course = makeCourseDetail({ canEdit: true });
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/${COURSE_ID}`) return json(200, course);
      if (path === '/api/v1/lessons/upsert' && method === 'POST') return json(200, course.sections[0]!.lessons[0]);
      return undefined;
    });
    renderApp(`/studio/courses/${COURSE_ID}?tab=curriculum`, { user: host });
    const section = await screen.findByRole('list', { name: 'Bắt đầu' });
    await userEvent.click(within(section).getByRole('button', { name: 'Đưa bài “Chào mừng bạn” xuống' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/lessons/upsert')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v1/lessons/upsert')!.body).toMatchObject({
      id: LESSON_PREVIEW,
      position: 1,
      title: 'Chào mừng bạn',
      type: 'VIDEO',
    });
  });

  it('attaches a file of my library to a lesson', async () => {
    const course = makeCourseDetail({ canEdit: true });
    const resource = { id: 'f0111111-1111-4111-8111-111111111111', name: 'Giáo trình.pdf', kind: 'FILE' };
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/${COURSE_ID}`) return json(200, course);
      if (path.startsWith('/api/v1/resources?')) return json(200, pageOf([resource]));
      if (path === '/api/v1/lessons/upsert' && method === 'POST') return json(200, course.sections[0]!.lessons[0]);
      return undefined;
    });
    renderApp(`/studio/courses/${COURSE_ID}?tab=curriculum`, { user: host });
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa bài học: Chào mừng bạn' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Giáo trình.pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu bài học' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/lessons/upsert')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v1/lessons/upsert')!.body).toMatchObject({ id: LESSON_PREVIEW, resourceIds: [resource.id] });
  });

  it('sends no video with a lesson turned into a PDF one, so its file is chosen again', async () => {
    const course = makeCourseDetail({ canEdit: true });
    const video = { ...course.sections[0]!.lessons[0]!, mediaKey: 'private/lessons/0b111111-1111-4111-8111-111111111111.mp4' };
    course.sections[0]!.lessons[0] = video;
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/${COURSE_ID}`) return json(200, course);
      if (path.startsWith('/api/v1/resources?')) return json(200, pageOf([]));
      if (path === '/api/v1/lessons/upsert' && method === 'POST') return json(200, video);
      return undefined;
    });
    renderApp(`/studio/courses/${COURSE_ID}?tab=curriculum`, { user: host });
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa bài học: Chào mừng bạn' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Đã tải tệp lên')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Loại bài'), 'PDF');
    expect(within(dialog).getByText('Chưa có tệp')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Loại bài'), 'VIDEO');
    expect(within(dialog).getByText('Đã tải tệp lên')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Loại bài'), 'PDF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu bài học' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/lessons/upsert')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v1/lessons/upsert')!.body).toMatchObject({ id: LESSON_PREVIEW, type: 'PDF', mediaKey: null });
  });

  it('builds a quiz lesson: questions, options with the right ones ticked, the pass mark and the tries, refused while a question has no right option', async () => {
    const course = makeCourseDetail({ canEdit: true });
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/${COURSE_ID}`) return json(200, course);
      if (path.startsWith('/api/v1/resources?')) return json(200, pageOf([]));
      if (path === '/api/v1/lessons/upsert' && method === 'POST') return json(200, course.sections[0]!.lessons[0]);
      return undefined;
    });
    renderApp(`/studio/courses/${COURSE_ID}?tab=curriculum`, { user: host });
    const section = await screen.findByRole('list', { name: 'Bắt đầu' });
    await userEvent.click(within(section.closest('section') ?? document.body).getAllByRole('button', { name: 'Thêm bài học' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Tên bài học'), 'Kiểm tra chương 1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Loại bài'), 'QUIZ');
    expect(within(dialog).queryByText('Cho học thử miễn phí')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Nội dung câu hỏi'), 'Bước đầu tiên là gì?');
    await userEvent.type(within(dialog).getByLabelText('Lựa chọn 1'), 'Phỏng vấn khách hàng');
    await userEvent.type(within(dialog).getByLabelText('Lựa chọn 2'), 'Vay vốn');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kiểu câu hỏi'), 'MULTIPLE');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lựa chọn 1 là đáp án đúng' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu bài học' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/lessons/upsert')).toBe(false);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lựa chọn 1 là đáp án đúng' }));
    await userEvent.clear(within(dialog).getByLabelText('Số lần làm tối đa'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu bài học' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/lessons/upsert')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v1/lessons/upsert')!.body).toMatchObject({
      type: 'QUIZ',
      title: 'Kiểm tra chương 1',
      isPreview: false,
      mediaKey: null,
      quiz: {
        passPercent: 70,
        maxAttempts: null,
        questions: [
          {
            kind: 'MULTIPLE',
            prompt: 'Bước đầu tiên là gì?',
            options: [
              { text: 'Phỏng vấn khách hàng', correct: true },
              { text: 'Vay vốn', correct: false },
            ],
          },
        ],
      },
    });
  });

  it('finds an older file of a large library by its name without diacritics', async () => {
    const course = makeCourseDetail({ canEdit: true });
    const newest = { id: 'f0111111-1111-4111-8111-111111111111', name: 'Giáo trình.pdf', kind: 'FILE' };
    const older = { id: 'f0333333-3333-4333-8333-333333333333', name: 'Bài tập tuần 1.pdf', kind: 'FILE' };
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/online-courses/${COURSE_ID}`) return json(200, course);
      if (path.startsWith('/api/v1/resources?')) return json(200, { ...pageOf([newest]), meta: { ...pageOf([newest]).meta, total: 180, totalPages: 180 } });
      if (path.startsWith('/api/v1/libraries/search/resources?')) return json(200, pageOf([older]));
      if (path === '/api/v1/lessons/upsert' && method === 'POST') return json(200, course.sections[0]!.lessons[0]);
      return undefined;
    });
    renderApp(`/studio/courses/${COURSE_ID}?tab=curriculum`, { user: host });
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa bài học: Chào mừng bạn' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Đang hiện 1 trên 180 tài liệu mới nhất; gõ tên để tìm tài liệu cũ hơn.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Tìm tài liệu trong thư viện' }), 'bai tap');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Bài tập tuần 1.pdf' }));
    expect(within(dialog).getByText('Đã chọn 1/20 tài liệu.')).toBeTruthy();
    const search = calls.find((c) => c.path.startsWith('/api/v1/libraries/search/resources?'))!;
    expect(new URLSearchParams(search.path.split('?')[1]).get('keyword')).toBe('bai tap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu bài học' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/lessons/upsert')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v1/lessons/upsert')!.body).toMatchObject({ resourceIds: [older.id] });
  });
});
