import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccessInDatabase, loginAdmin, signUpVerified, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid } from '../auth/auth.testing.js';
import { users } from '../users/users.table.js';
import { hostProfiles } from './hosts.table.js';
import { HOST_APPROVED_NOTICE } from './hosts.service.js';

const MISSING = '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f';

describe('host applications and their review', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
  });
  afterAll(() => server.close());

  const application = (extra: Record<string, unknown> = {}) => ({
    displayName: 'Lê Minh Khoa Studio',
    headline: 'Giảng viên thiết kế UX',
    bio: 'Mười năm làm sản phẩm số.',
    expertise: 'UX, UI',
    phone: uniquePhone(),
    website: 'https://khoa.vn',
    experienceYears: 10,
    socialLinks: { facebook: 'https://facebook.com/khoa' },
    documents: [{ name: 'Chứng chỉ', url: 'https://files.vidu.vn/chung-chi.pdf' }],
    ...extra,
  });

  /** A verified person who has applied; returns the session and the application. */
  async function applicant(fullName = 'Lê Minh Khoa', extra: Record<string, unknown> = {}) {
    const session = await signUpVerified(server, { fullName });
    const res = await session.client.post('/api/v1/users/register-host', application(extra));
    expect(res.status).toBe(201);
    return { session, profile: res.body as { id: string; status: string } };
  }

  describe('POST /api/v1/users/register-host', () => {
    it('records a new application waiting for review, with its first timeline entry', async () => {
      const session = await signUpVerified(server, { fullName: 'Phạm Thu Trang' });
      const body = application({ displayName: 'Trang Workshop' });
      const res = await session.client.post('/api/v1/users/register-host', body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        userId: session.user.id,
        status: 'NEW_HOST',
        reviewStatus: 'NEW',
        displayName: 'Trang Workshop',
        phone: body.phone,
        email: session.user.email,
        website: 'https://khoa.vn',
        experienceYears: 10,
        documents: body.documents,
        rejectReason: null,
        reviewedAt: null,
        events: [{ action: 'SUBMITTED', fromStatus: null, toStatus: 'NEW_HOST', reason: null }],
      });
    });

    it('uses the phone of the account when the form leaves it out', async () => {
      const session = await signUpVerified(server);
      const phone = uniquePhone();
      await server.database.db.update(users).set({ phone }).where(eq(users.id, session.user.id));
      const res = await session.client.post('/api/v1/users/register-host', application({ phone: undefined }));
      expect(res.status).toBe(201);
      expect(res.body.phone).toBe(phone);
    });

    it('asks for a phone number when neither the form nor the account has one', async () => {
      const session = await signUpVerified(server);
      expectError(await session.client.post('/api/v1/users/register-host', application({ phone: undefined })), 'PHONE_NUMBER_NOT_UPDATED');
      expect((await session.client.get('/api/v2/users/register-host/status')).body.status).toBe('NEW');
    });

    it('refuses a second application while the first is pending', async () => {
      const { session } = await applicant();
      expectError(await session.client.post('/api/v1/users/register-host', application()), 'HOST_APPLICATION_PENDING');
    });

    it('refuses hosts and admins, who already host', async () => {
      expectError(await admin.client.post('/api/v1/users/register-host', application()), 'ACCOUNT_ALREADY_HOST');
      const session = await signUpVerified(server);
      await changeAccessInDatabase(server, session.user.id, { role: 'HOST' });
      expectError(await session.client.post('/api/v1/users/register-host', application()), 'ACCOUNT_ALREADY_HOST');
    });

    it('validates the form field by field', async () => {
      const session = await signUpVerified(server);
      expectInvalid(
        await session.client.post(
          '/api/v1/users/register-host',
          application({ displayName: ' x ', website: 'ftp://nope', phone: '12345', documents: [{ name: '', url: 'khong-phai-url' }] }),
        ),
        [
          { field: 'displayName', code: 'INVALID_DISPLAY_NAME' },
          { field: 'website', code: 'INVALID_WEBSITE' },
          { field: 'phone', code: 'INVALID_PHONE' },
          { field: 'documents.0.name', code: 'INVALID_DOCUMENT' },
          { field: 'documents.0.url', code: 'INVALID_DOCUMENT' },
        ],
      );
    });

    it('is only for signed-in people', async () => {
      expectError(await server.anonymous.post('/api/v1/users/register-host', application()), 'UNAUTHORIZED');
    });
  });

  describe('GET /api/v2/users/register-host and its status', () => {
    it('shows my own application and nobody else’s', async () => {
      const { session, profile } = await applicant('Vũ Hải Yến');
      const mine = await session.client.get('/api/v2/users/register-host');
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ id: profile.id, userId: session.user.id, events: [{ action: 'SUBMITTED' }] });

      const other = await signUpVerified(server);
      expectError(await other.client.get('/api/v2/users/register-host'), 'HOST_PROFILE_NOT_FOUND');
      expectError(await other.client.get(`/api/v1/admin/users/host-profiles/${profile.id}`), 'INSUFFICIENT_PRIVILEGES');
      expect((await other.client.get('/api/v2/users/register-host/status')).body).toEqual({
        status: 'NEW',
        reviewStatus: 'NEW',
        rejectReason: null,
        submittedAt: null,
        reviewedAt: null,
      });
    });

    it('reports the status of a pending application', async () => {
      const { session } = await applicant();
      const res = await session.client.get('/api/v2/users/register-host/status');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'NEW_HOST', reviewStatus: 'NEW', rejectReason: null, reviewedAt: null });
      expect(typeof res.body.submittedAt).toBe('string');
    });

    it('is only for signed-in people', async () => {
      expectError(await server.anonymous.get('/api/v2/users/register-host'), 'UNAUTHORIZED');
      expectError(await server.anonymous.get('/api/v2/users/register-host/status'), 'UNAUTHORIZED');
    });
  });

  describe('PATCH /api/v1/admin/users/approve', () => {
    it('makes the applicant a host, records the decision and tells them in the app and by e-mail', async () => {
      const { session, profile } = await applicant('Đỗ Quang Huy');
      const res = await admin.client.patch('/api/v1/admin/users/approve', { ids: [profile.id] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ approved: [profile.id], failed: [] });

      expect((await session.client.get('/api/v1/auth/me')).body).toMatchObject({ role: 'HOST' });
      const mine = await session.client.get('/api/v2/users/register-host');
      expect(mine.body).toMatchObject({
        status: 'HOST_APPROVED',
        reviewStatus: 'APPROVED',
        events: [{ action: 'SUBMITTED' }, { action: 'APPROVED', fromStatus: 'NEW_HOST', toStatus: 'HOST_APPROVED' }],
      });
      expect(typeof mine.body.reviewedAt).toBe('string');

      const inbox = await session.client.get('/api/v1/notifications');
      expect(inbox.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'HOST_PROFILE_APPROVED', title: HOST_APPROVED_NOTICE.title, link: '/studio' })]),
      );
      const mail = await server.services.messaging.listOutbox({ recipient: session.user.email!, kind: 'EMAIL', page: 1, limit: 5, sort: 'DESC' });
      expect(mail.data.map((m) => m.subject)).toContain(HOST_APPROVED_NOTICE.title);
    });

    it('approves the good ids of a batch and reports the bad ones without blocking them', async () => {
      const first = await applicant('Ngô Bảo Châu');
      const second = await applicant('Trịnh Công Sơn');
      const res = await admin.client.patch('/api/v1/admin/users/approve', { ids: [first.profile.id, MISSING, second.profile.id] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ approved: [first.profile.id, second.profile.id], failed: [{ id: MISSING, code: 'HOST_PROFILE_NOT_FOUND' }] });
    });

    it('approves an application once: a second approval, even in parallel, is refused', async () => {
      const { profile } = await applicant();
      const [a, b] = await Promise.all([
        admin.client.patch('/api/v1/admin/users/approve', { ids: [profile.id] }),
        admin.client.patch('/api/v1/admin/users/approve', { ids: [profile.id] }),
      ]);
      const outcomes = [a.body, b.body];
      expect(outcomes.filter((o) => o.approved.length === 1)).toHaveLength(1);
      expect(outcomes.flatMap((o) => o.failed)).toEqual([{ id: profile.id, code: 'HOST_PROFILE_ALREADY_REVIEWED' }]);
      const events = (await admin.client.get(`/api/v1/admin/users/host-profiles/${profile.id}`)).body.events;
      expect(events.filter((e: { action: string }) => e.action === 'APPROVED')).toHaveLength(1);
    });

    it('validates the ids', async () => {
      expectInvalid(await admin.client.patch('/api/v1/admin/users/approve', { ids: [] }), [
        { field: 'ids', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị ids không hợp lệ.' },
      ]);
      const res = await admin.client.patch('/api/v1/admin/users/approve', { ids: ['khong-phai-uuid'] });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
      const tooMany = await admin.client.patch('/api/v1/admin/users/approve', { ids: Array.from({ length: 101 }, () => MISSING) });
      expect(tooMany.status).toBe(400);
    });

    it('is for admins only', async () => {
      const { session, profile } = await applicant();
      expectError(await server.anonymous.patch('/api/v1/admin/users/approve', { ids: [profile.id] }), 'UNAUTHORIZED');
      expectError(await session.client.patch('/api/v1/admin/users/approve', { ids: [profile.id] }), 'INSUFFICIENT_PRIVILEGES');
      expect((await session.client.get('/api/v1/auth/me')).body.role).toBe('USER');
    });
  });

  describe('PATCH /api/v1/admin/users/reject and resubmission', () => {
    it('rejects with the reason, tells the applicant, and lets them edit and send again', async () => {
      const { session, profile } = await applicant('Hoàng Mai Anh');
      const rejected = await admin.client.patch('/api/v1/admin/users/reject', { ids: [profile.id], reason: 'Thiếu chứng chỉ chuyên môn' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toEqual({ rejected: [profile.id], failed: [] });

      const status = await session.client.get('/api/v2/users/register-host/status');
      expect(status.body).toMatchObject({ status: 'HOST_REJECTED', reviewStatus: 'REJECTED', rejectReason: 'Thiếu chứng chỉ chuyên môn' });
      const inbox = await session.client.get('/api/v1/notifications');
      expect(inbox.body.data[0]).toMatchObject({ type: 'HOST_PROFILE_REJECTED', link: '/account/host' });
      expect(inbox.body.data[0].body).toContain('Thiếu chứng chỉ chuyên môn');
      expect((await session.client.get('/api/v1/auth/me')).body.role).toBe('USER');
      expect((await admin.client.patch('/api/v1/admin/users/approve', { ids: [profile.id] })).body).toEqual({
        approved: [],
        failed: [{ id: profile.id, code: 'HOST_PROFILE_ALREADY_REVIEWED' }],
      });
      expectError(await session.client.post('/api/v1/users/register-host', application()), 'HOST_APPLICATION_EXISTS');

      const resubmitted = await session.client.patch(
        '/api/v1/users/resubmit-host',
        application({ displayName: 'Mai Anh Academy', documents: [{ name: 'Chứng chỉ PMP', url: 'https://files.vidu.vn/pmp.pdf' }] }),
      );
      expect(resubmitted.status).toBe(200);
      expect(resubmitted.body).toMatchObject({
        id: profile.id,
        status: 'HOST_RESUBMIT',
        reviewStatus: 'RESUBMIT',
        displayName: 'Mai Anh Academy',
        rejectReason: 'Thiếu chứng chỉ chuyên môn',
        events: [
          { action: 'SUBMITTED' },
          { action: 'REJECTED', reason: 'Thiếu chứng chỉ chuyên môn' },
          { action: 'RESUBMITTED', fromStatus: 'HOST_REJECTED', toStatus: 'HOST_RESUBMIT' },
        ],
      });
      expectError(await session.client.patch('/api/v1/users/resubmit-host', application()), 'HOST_APPLICATION_PENDING');

      const approved = await admin.client.patch('/api/v1/admin/users/approve', { ids: [profile.id] });
      expect(approved.body.approved).toEqual([profile.id]);
      expect((await session.client.get('/api/v1/auth/me')).body.role).toBe('HOST');
    });

    it('accepts a rejected application sent again through the v2 form', async () => {
      const { session, profile } = await applicant();
      await admin.client.patch('/api/v1/admin/users/reject', { ids: [profile.id], reason: 'Ảnh đại diện chưa rõ' });
      const again = await session.client.post('/api/v2/users/register-host', application({ displayName: 'Tên mới' }));
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ id: profile.id, status: 'HOST_RESUBMIT', reviewStatus: 'RESUBMIT', displayName: 'Tên mới' });
    });

    it('submits a first application through the v2 form too', async () => {
      const session = await signUpVerified(server);
      const res = await session.client.post('/api/v2/users/register-host', application());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'NEW_HOST', reviewStatus: 'NEW' });
      expectError(await session.client.post('/api/v2/users/register-host', application()), 'HOST_APPLICATION_PENDING');
    });

    it('cannot resubmit without an application', async () => {
      const session = await signUpVerified(server);
      expectError(await session.client.patch('/api/v1/users/resubmit-host', application()), 'HOST_PROFILE_NOT_FOUND');
      expectError(await server.anonymous.patch('/api/v1/users/resubmit-host', application()), 'UNAUTHORIZED');
    });

    it('refuses moves the status table does not allow', async () => {
      const session = await signUpVerified(server);
      const [row] = await server.database.db
        .insert(hostProfiles)
        .values({ userId: session.user.id, displayName: 'Chưa gửi', status: 'NEW', phone: uniquePhone() })
        .returning();
      expectError(await session.client.patch('/api/v1/users/resubmit-host', application()), 'HOST_PROFILE_NOT_REJECTED');
      expect((await admin.client.patch('/api/v1/admin/users/approve', { ids: [row!.id] })).body).toEqual({
        approved: [],
        failed: [{ id: row!.id, code: 'ILLEGAL_STATUS_TRANSITION' }],
      });
      const submitted = await session.client.post('/api/v1/users/register-host', application());
      expect(submitted.status).toBe(201);
      expect(submitted.body).toMatchObject({ id: row!.id, status: 'NEW_HOST', events: [{ action: 'SUBMITTED', fromStatus: 'NEW' }] });
    });

    it('requires a reason and reports bad ids one by one', async () => {
      const { profile } = await applicant();
      expectInvalid(await admin.client.patch('/api/v1/admin/users/reject', { ids: [profile.id], reason: '   ' }), [
        { field: 'reason', code: 'INVALID_REJECT_REASON' },
      ]);
      expectInvalid(await admin.client.patch('/api/v1/admin/users/reject', { ids: [profile.id], reason: 'x'.repeat(1001) }), [
        { field: 'reason', code: 'INVALID_REJECT_REASON' },
      ]);
      const res = await admin.client.patch('/api/v1/admin/users/reject', { ids: [MISSING, profile.id], reason: 'Chưa phù hợp' });
      expect(res.body).toEqual({ rejected: [profile.id], failed: [{ id: MISSING, code: 'HOST_PROFILE_NOT_FOUND' }] });
    });

    it('is for admins only', async () => {
      const { session, profile } = await applicant();
      expectError(await server.anonymous.patch('/api/v1/admin/users/reject', { ids: [profile.id], reason: 'Không' }), 'UNAUTHORIZED');
      expectError(await session.client.patch('/api/v1/admin/users/reject', { ids: [profile.id], reason: 'Không' }), 'INSUFFICIENT_PRIVILEGES');
    });
  });

  describe('GET /api/v1/admin/users/host-profiles', () => {
    it('lists applications newest first with their applicant, filtered by status and searched without accents', async () => {
      const older = await applicant('Bùi Thị Xuân', { displayName: 'Xuân Gốm Sứ' });
      const newer = await applicant('Lý Thường Kiệt', { displayName: 'Kiệt Võ Đường' });
      const all = await admin.client.get('/api/v1/admin/users/host-profiles?limit=100');
      expect(all.status).toBe(200);
      const ids = all.body.data.map((p: { id: string }) => p.id);
      expect(ids.indexOf(newer.profile.id)).toBeLessThan(ids.indexOf(older.profile.id));
      expect(all.body.meta).toMatchObject({ page: 1, limit: 100 });
      expect(all.body.data.find((p: { id: string }) => p.id === newer.profile.id).applicant).toEqual({
        id: newer.session.user.id,
        fullName: 'Lý Thường Kiệt',
        username: newer.session.user.username,
        email: newer.session.user.email,
        phone: null,
        avatar: null,
        role: 'USER',
      });

      const byName = await admin.client.get(`/api/v1/admin/users/host-profiles?q=${encodeURIComponent('gom su')}`);
      expect(byName.body.data.map((p: { id: string }) => p.id)).toEqual([older.profile.id]);
      const byApplicant = await admin.client.get(`/api/v1/admin/users/host-profiles?q=${encodeURIComponent('ly thuong')}`);
      expect(byApplicant.body.data.map((p: { id: string }) => p.id)).toEqual([newer.profile.id]);
      const byEmail = await admin.client.get(`/api/v1/admin/users/host-profiles?q=${encodeURIComponent(older.session.user.email!)}`);
      expect(byEmail.body.data.map((p: { id: string }) => p.id)).toEqual([older.profile.id]);

      await admin.client.patch('/api/v1/admin/users/approve', { ids: [older.profile.id] });
      const approved = await admin.client.get('/api/v1/admin/users/host-profiles?status=HOST_APPROVED&limit=100');
      expect(approved.body.data.every((p: { status: string }) => p.status === 'HOST_APPROVED')).toBe(true);
      expect(approved.body.data.map((p: { id: string }) => p.id)).toContain(older.profile.id);
      const pending = await admin.client.get('/api/v1/admin/users/host-profiles?reviewStatus=NEW&limit=100');
      expect(pending.body.data.map((p: { id: string }) => p.id)).toContain(newer.profile.id);
      expect(pending.body.data.map((p: { id: string }) => p.id)).not.toContain(older.profile.id);

      const paged = await admin.client.get('/api/v1/admin/users/host-profiles?limit=1&page=2');
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.meta.total).toBeGreaterThanOrEqual(2);
    });

    it('shows one application with its timeline', async () => {
      const { session, profile } = await applicant('Tạ Quang Bửu');
      const res = await admin.client.get(`/api/v1/admin/users/host-profiles/${profile.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: profile.id, applicant: { id: session.user.id, fullName: 'Tạ Quang Bửu' }, events: [{ action: 'SUBMITTED' }] });
      expectError(await admin.client.get(`/api/v1/admin/users/host-profiles/${MISSING}`), 'HOST_PROFILE_NOT_FOUND');
    });

    it('validates its filters and is for admins only', async () => {
      expect((await admin.client.get('/api/v1/admin/users/host-profiles?status=KHONG')).status).toBe(400);
      expect((await admin.client.get('/api/v1/admin/users/host-profiles/khong-phai-uuid')).status).toBe(400);
      const session = await signUpVerified(server);
      expectError(await server.anonymous.get('/api/v1/admin/users/host-profiles'), 'UNAUTHORIZED');
      expectError(await session.client.get('/api/v1/admin/users/host-profiles'), 'INSUFFICIENT_PRIVILEGES');
    });
  });
});
