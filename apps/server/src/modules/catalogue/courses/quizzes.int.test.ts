import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { paidOrder } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { quizAttempts } from './courses.table.js';
import { courseLine, publishedCourse, type BuiltCourse } from './courses.testing.js';

interface QuizView {
  questions: { id: string; kind: string; prompt: string; options: { id: string; text: string }[] }[];
}

/** Two questions: "2 + 2" (one right option) and "số chẵn" (two right options, both to be chosen). */
const QUIZ = {
  passPercent: 100,
  maxAttempts: 2,
  questions: [
    {
      kind: 'SINGLE',
      prompt: '2 + 2 bằng mấy?',
      options: [
        { text: 'Bốn', correct: true },
        { text: 'Năm', correct: false },
      ],
    },
    {
      kind: 'MULTIPLE',
      prompt: 'Số nào là số chẵn?',
      options: [
        { text: 'Hai', correct: true },
        { text: 'Ba', correct: false },
        { text: 'Tám', correct: true },
      ],
    },
  ],
};

describe('quizzes as lessons', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let stranger: Session;
  let built: BuiltCourse;
  let quizId: string;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, stranger] = await Promise.all([loginAdmin(server), signUpHost(server, 'Phan Quốc Việt'), signUpVerified(server, { fullName: 'Lý Thu' })]);
    built = await publishedCourse(server, host, admin, { title: 'Toán vui lớp 2' });
    const saved = await host.client.post('/api/v1/lessons/upsert', {
      sectionId: built.sections[1]!.id,
      type: 'QUIZ',
      title: 'Bài kiểm tra cuối khoá',
      isPreview: true,
      quiz: QUIZ,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    quizId = saved.body.id;
  }, 60_000);
  afterAll(() => server.close());

  const buyer = async (name: string) => {
    const learner = await signUpVerified(server, { fullName: name });
    await paidOrder(server, learner, { items: [courseLine(built.course.id)] });
    return learner;
  };
  const open = (who: Session) => who.client.get(`/api/v1/online-courses/lessons/${quizId}`);
  const attempt = (who: Session, answers: unknown) => who.client.post(`/api/v1/online-courses/lessons/${quizId}/quiz-attempts`, { answers });
  /** Answers built from the learner's view: all right, or only the first question right (50%). */
  const answersFor = (view: QuizView, right: boolean) =>
    view.questions.map((q) => {
      const byText = (texts: string[]) => q.options.filter((o) => texts.includes(o.text)).map((o) => o.id);
      if (q.kind === 'SINGLE') return { questionId: q.id, optionIds: byText(['Bốn']) };
      return { questionId: q.id, optionIds: byText(right ? ['Hai', 'Tám'] : ['Hai']) };
    });

  it('is saved by its host with its answers, never as a free preview, and refused when its questions do not hold together', async () => {
    const detail = await host.client.get(`/api/v1/online-courses/${built.course.id}`);
    const lesson = detail.body.sections[1].lessons.find((l: { id: string }) => l.id === quizId);
    expect(lesson).toMatchObject({ type: 'QUIZ', isPreview: false, quiz: { passPercent: 100, maxAttempts: 2 } });
    expect(lesson.quiz.questions[1].options.map((o: { correct: boolean }) => o.correct)).toEqual([true, false, true]);
    // The public curriculum names the quiz and nothing of its questions.
    const pub = await server.anonymous.get(`/api/v1/online-courses/${built.course.id}`);
    expect(pub.body.sections[1].lessons.find((l: { id: string }) => l.id === quizId).quiz).toBeNull();

    const twoRight = { ...QUIZ, questions: [{ ...QUIZ.questions[0]!, options: QUIZ.questions[0]!.options.map((o) => ({ ...o, correct: true })) }] };
    const base = { sectionId: built.sections[1]!.id, type: 'QUIZ', title: 'Sai' };
    for (const quiz of [twoRight, { ...QUIZ, questions: [] }, { ...QUIZ, maxAttempts: 0 }]) {
      const refused = await host.client.post('/api/v1/lessons/upsert', { ...base, quiz });
      expect([refused.status, refused.body.code, refused.body.message[0].code]).toEqual([400, 'INVALID_INPUT_PARAMS', 'INVALID_QUIZ']);
    }
    expectError(await host.client.post('/api/v1/lessons/upsert', base), 'INVALID_QUIZ');
    // Another host cannot touch it.
    const other = await signUpHost(server, 'Hồ Văn Nam');
    expectError(await other.client.post('/api/v1/lessons/upsert', { ...base, id: quizId, quiz: QUIZ }), 'INSUFFICIENT_PRIVILEGES');
  });

  it('cannot be opened or taken by anyone who has not bought the course', async () => {
    expect((await server.anonymous.post(`/api/v1/online-courses/lessons/${quizId}/quiz-attempts`, { answers: [] })).status).toBe(401);
    expectError(await open(stranger), 'LESSON_ACCESS_DENIED');
    expectError(await attempt(stranger, []), 'LESSON_ACCESS_DENIED');
    expect(await server.database.db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, quizId))).toEqual([]);
    // A lesson that is not a quiz takes no tries.
    const learner = await buyer('Mai Hạnh');
    expectError(await learner.client.post(`/api/v1/online-courses/lessons/${built.lessons[0]!.id}/quiz-attempts`, { answers: [] }), 'NOT_A_QUIZ');
  });

  it('never sends the right answers before a pass or the last try, and refuses tries beyond the limit', async () => {
    const learner = await buyer('Đinh Công Tuấn');
    const opened = await open(learner);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.quiz).toMatchObject({ attemptsUsed: 0, attemptsLeft: 2, passed: false, solution: null });
    expect(JSON.stringify(opened.body)).not.toContain('correct');

    // Saying "completed" does not complete a quiz.
    const said = await learner.client.put(`/api/v1/online-courses/lessons/${quizId}/progress`, { positionSeconds: 0, completed: true });
    expect(said.body.completed).toBe(false);

    const first = await attempt(learner, answersFor(opened.body.quiz, false));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ attemptNo: 1, correctCount: 1, questionCount: 2, scorePercent: 50, passed: false, attemptsLeft: 1, solution: null });
    expect((await open(learner)).body.quiz).toMatchObject({ attemptsUsed: 1, bestPercent: 50, solution: null });

    const last = await attempt(learner, []);
    expect(last.body).toMatchObject({ attemptNo: 2, scorePercent: 0, passed: false, attemptsLeft: 0 });
    // Out of tries: now the learner may see what was right.
    expect(last.body.solution).toHaveLength(2);
    expect((await open(learner)).body.quiz.solution).toHaveLength(2);

    expectError(await attempt(learner, answersFor(opened.body.quiz, true)), 'QUIZ_ATTEMPTS_EXHAUSTED');
    expect((await open(learner)).body).toMatchObject({ completed: false, quiz: { attemptsUsed: 2, passed: false } });
  });

  it('a pass completes the lesson and counts toward the certificate, which waits for it while the course requires quizzes', async () => {
    const learner = await buyer('Vương Bảo Ngọc');
    for (const lesson of built.lessons) {
      const done = await learner.client.put(`/api/v1/online-courses/lessons/${lesson.id}/progress`, { positionSeconds: 100, completed: true });
      expect(done.body).toMatchObject({ completed: true, certificateSerial: null });
    }
    const view = (await open(learner)).body.quiz as QuizView;
    const passed = await attempt(learner, answersFor(view, true));
    expect(passed.body).toMatchObject({ attemptNo: 1, scorePercent: 100, passed: true, coursePercent: 100 });
    expect(passed.body.solution).toHaveLength(2);
    expect(passed.body.certificateSerial).toMatch(/^KH-/);
    expect((await open(learner)).body).toMatchObject({ completed: true, quiz: { passed: true } });
    const course = await learner.client.get(`/api/v1/online-courses/user/slug/${built.course.slug}`);
    expect(course.body).toMatchObject({ percent: 100, certificateSerial: passed.body.certificateSerial, course: { quizzesRequired: true } });
    expectError(await attempt(learner, answersFor(view, true)), 'QUIZ_ALREADY_PASSED');
  });

  it('gives the certificate without the quiz when the host does not require quizzes', async () => {
    const changed = await host.client.post('/api/v1/online-courses/upsert', { id: built.course.id, title: built.course.title, quizzesRequired: false });
    expect(changed.body.quizzesRequired).toBe(false);
    const learner = await buyer('Kiều Anh Thư');
    let serial: string | null = null;
    for (const lesson of built.lessons) {
      serial = (await learner.client.put(`/api/v1/online-courses/lessons/${lesson.id}/progress`, { positionSeconds: 100, completed: true })).body
        .certificateSerial;
    }
    expect(serial).toMatch(/^KH-/);
    await host.client.post('/api/v1/online-courses/upsert', { id: built.course.id, title: built.course.title, quizzesRequired: true });
  });

  it('counts tries sent at the same moment one by one: never more than the limit', async () => {
    const learner = await buyer('Tạ Minh Châu');
    const answers = answersFor((await open(learner)).body.quiz, false);
    const results = await Promise.all(Array.from({ length: 6 }, () => attempt(learner, answers)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'QUIZ_ATTEMPTS_EXHAUSTED')).toBe(true);
    const rows = await server.database.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.lessonId, quizId), eq(quizAttempts.userId, learner.user.id)));
    expect(rows.map((r) => r.attemptNo).sort()).toEqual([1, 2]);
  });

  it('moves the resume point past a required quiz out of tries, says the certificate needs it, and a higher limit gives tries again', async () => {
    const learner = await buyer('Trương Gia Bảo');
    const view = async () => (await learner.client.get(`/api/v1/online-courses/user/slug/${built.course.slug}`)).body;
    await learner.client.put(`/api/v1/online-courses/lessons/${built.lessons[0]!.id}/progress`, { positionSeconds: 100, completed: true });
    // The quiz is the lesson last touched: opened, then failed twice.
    await learner.client.put(`/api/v1/online-courses/lessons/${quizId}/progress`, { positionSeconds: 0 });
    const answers = answersFor((await open(learner)).body.quiz, false);
    for (let i = 0; i < 2; i++) expect((await attempt(learner, answers)).body.passed).toBe(false);

    const stuck = await view();
    expect(stuck.certificateNeeds).toEqual([{ lessonId: quizId, title: 'Bài kiểm tra cuối khoá' }]);
    expect(stuck.resume.lessonId).not.toBe(quizId);
    expect(built.lessons.slice(1).map((l) => l.id)).toContain(stuck.resume.lessonId);

    const raised = await host.client.post('/api/v1/lessons/upsert', {
      id: quizId,
      sectionId: built.sections[1]!.id,
      type: 'QUIZ',
      title: 'Bài kiểm tra cuối khoá',
      quiz: { ...QUIZ, maxAttempts: 3 },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((await view()).certificateNeeds).toEqual([]);
    expect((await attempt(learner, answersFor((await open(learner)).body.quiz, true))).body).toMatchObject({ attemptNo: 3, passed: true });
    await host.client.post('/api/v1/lessons/upsert', {
      id: quizId,
      sectionId: built.sections[1]!.id,
      type: 'QUIZ',
      title: 'Bài kiểm tra cuối khoá',
      quiz: QUIZ,
    });
  });

  it('is read by moderation: a keyword in an option puts the approved course back in the queue', async () => {
    const queue = '/api/v1/content-moderation';
    expect((await admin.client.post(`${queue}/keywords`, { keyword: 'cá độ' })).status).toBe(201);
    const saved = await host.client.post('/api/v1/lessons/upsert', {
      sectionId: built.sections[1]!.id,
      type: 'QUIZ',
      title: 'Câu hỏi thêm',
      quiz: {
        ...QUIZ,
        questions: [
          {
            ...QUIZ.questions[0]!,
            options: [
              { text: 'Rủ bạn ca do', correct: true },
              { text: 'Không', correct: false },
            ],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const items = (await admin.client.get(`${queue}/list?type=ONLINE_COURSE&limit=100`)).body.data as { id: string; status: string; keywords: string[] }[];
    expect(items.find((i) => i.id === built.course.id)).toMatchObject({ status: 'PENDING', keywords: ['cá độ'] });
  });
});
