import type { NotificationType } from '@market/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { uploadedFiles } from '../../../platform/storage/uploads.table.js';
import { notifications } from '../../engagement/notifications/notifications.table.js';
import { layoffDiscountRequests } from './layoff-requests.table.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { PDF, daysAgo, fileRequest, requestBody, uploadProof } from './layoff-requests.testing.js';

const MISSING = '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f';
const BASE = '/api/v1/layoff-discount-requests';
const ADMIN_BASE = '/api/v1/admin/layoff-discount-requests';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('layoff discount requests', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
  });
  afterAll(() => server.close());

  const noticesOf = (userId: string, type: NotificationType) =>
    server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const approve = (id: string, extra: Record<string, unknown> = {}) =>
    admin.client.patch(`${ADMIN_BASE}/${id}/status`, { status: 'APPROVED', discountPercent: 40, validUntil: inDays(30), ...extra });
  const reject = (id: string, note = 'Minh chứng chưa rõ ngày nghỉ việc.') => admin.client.patch(`${ADMIN_BASE}/${id}/status`, { status: 'REJECTED', note });

  describe(`POST ${BASE}`, () => {
    it('files a pending request with its proof, its first timeline entry and a receipt to the person', async () => {
      const person = await signUpVerified(server, { fullName: 'Đỗ Văn Hùng' });
      const proof = await uploadProof(server, person);
      const res = await person.client.post(BASE, requestBody(proof.id));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        userId: person.user.id,
        status: 'PENDING',
        formerEmployer: 'Công ty TNHH Phần mềm Sao Mai',
        proof: { id: proof.id, fileName: 'quyet-dinh-nghi-viec.pdf', contentType: 'application/pdf' },
        discount: null,
        timeline: [{ action: 'SUBMITTED', fromStatus: null, toStatus: 'PENDING', actor: { id: person.user.id, fullName: 'Đỗ Văn Hùng' } }],
      });
      // Its owner may read their own proof through the signed link.
      const own = await fetch(res.body.proofLink.url.replace(server.config.publicUrl, server.url));
      expect(own.status).toBe(200);
      expect(Buffer.from(await own.arrayBuffer())).toEqual(PDF);
      expect(await noticesOf(person.user.id, 'LAYOFF_DISCOUNT_REQUESTED')).toHaveLength(1);
    });

    it('asks for credentials', async () => {
      expectError(await server.anonymous.post(BASE, requestBody(MISSING)), 'UNAUTHORIZED');
    });

    it('keeps one open request at a time', async () => {
      const person = await signUpVerified(server);
      await fileRequest(server, person);
      const again = await uploadProof(server, person);
      expectError(await person.client.post(BASE, requestBody(again.id)), 'LAYOFF_REQUEST_ALREADY_OPEN');
    });

    it('names each field that is missing or wrong', async () => {
      const person = await signUpVerified(server);
      expectInvalid(await person.client.post(BASE, {}), [
        { field: 'formerEmployer', code: 'INVALID_FORMER_EMPLOYER' },
        { field: 'layoffDate', code: 'INVALID_LAYOFF_DATE' },
        { field: 'reason', code: 'INVALID_LAYOFF_REASON' },
        { field: 'proofFileId', code: 'INVALID_LAYOFF_PROOF' },
      ]);
      const proof = await uploadProof(server, person);
      expectInvalid(await person.client.post(BASE, requestBody(proof.id, { layoffDate: daysAgo(-3), reason: 'ngắn' })), [
        { field: 'layoffDate', code: 'INVALID_LAYOFF_DATE' },
        { field: 'reason', code: 'INVALID_LAYOFF_REASON' },
      ]);
      expectInvalid(await person.client.post(BASE, requestBody(proof.id, { layoffDate: daysAgo(400) })), [
        { field: 'layoffDate', code: 'INVALID_LAYOFF_DATE' },
      ]);
    });

    it('takes only a private proof the person uploaded themselves, of a kind it accepts', async () => {
      const person = await signUpVerified(server);
      const stranger = await signUpVerified(server);
      const theirs = await uploadProof(server, stranger);
      expectError(await person.client.post(BASE, requestBody(theirs.id)), 'INVALID_LAYOFF_PROOF');
      const publicFile = await uploadProof(server, person, { folder: 'avatars', visibility: 'PUBLIC' });
      expectError(await person.client.post(BASE, requestBody(publicFile.id)), 'INVALID_LAYOFF_PROOF');
      const notArrived = await uploadProof(server, person, { upload: false });
      expectError(await person.client.post(BASE, requestBody(notArrived.id)), 'INVALID_LAYOFF_PROOF');
      const text = await uploadProof(server, person, { contentType: 'text/plain', fileName: 'ghi-chu.txt' });
      expectError(await person.client.post(BASE, requestBody(text.id)), 'INVALID_LAYOFF_PROOF');
      expectError(await person.client.post(BASE, requestBody(MISSING)), 'INVALID_LAYOFF_PROOF');
    });
  });

  describe(`GET ${BASE}/latest and /latest-rejected`, () => {
    it('answers the person’s own newest request, and the newest rejected one with its reason', async () => {
      const person = await signUpVerified(server);
      expectError(await person.client.get(`${BASE}/latest`), 'LAYOFF_REQUEST_NOT_FOUND');
      expectError(await person.client.get(`${BASE}/latest-rejected`), 'LAYOFF_REQUEST_NOT_FOUND');
      const { request: first } = await fileRequest(server, person);
      expect((await reject(first.id)).status).toBe(200);
      const { request: second } = await fileRequest(server, person, { formerEmployer: 'Tập đoàn Bình Minh' });

      const latest = await person.client.get(`${BASE}/latest`);
      expect(latest.body).toMatchObject({ id: second.id, status: 'PENDING', formerEmployer: 'Tập đoàn Bình Minh' });
      const rejected = await person.client.get(`${BASE}/latest-rejected`);
      expect(rejected.body).toMatchObject({ id: first.id, status: 'REJECTED', decisionNote: 'Minh chứng chưa rõ ngày nghỉ việc.' });
      expect(rejected.body.timeline.map((e: { action: string }) => e.action)).toEqual(['SUBMITTED', 'REJECTED']);
    });

    it('never shows another person’s request, and asks for credentials', async () => {
      const owner = await signUpVerified(server);
      await fileRequest(server, owner);
      const other = await signUpVerified(server);
      expectError(await other.client.get(`${BASE}/latest`), 'LAYOFF_REQUEST_NOT_FOUND');
      expectError(await server.anonymous.get(`${BASE}/latest`), 'UNAUTHORIZED');
      expectError(await server.anonymous.get(`${BASE}/latest-rejected`), 'UNAUTHORIZED');
    });

    it('keeps the proof private: its plain address answers nothing, only the signed link given to its owner and admins', async () => {
      const owner = await signUpVerified(server);
      const { request, proof } = await fileRequest(server, owner);
      const plain = await fetch(proof.fileUrl.replace(server.config.publicUrl, server.url));
      expect(plain.status).toBe(404);
      const other = await signUpVerified(server);
      expectError(await other.client.get(`${ADMIN_BASE}/${request.id}`), 'INSUFFICIENT_PRIVILEGES');
      const detail = await admin.client.get(`${ADMIN_BASE}/${request.id}`);
      expect((await fetch(detail.body.proofLink.url.replace(server.config.publicUrl, server.url))).status).toBe(200);
    });
  });

  describe(`GET ${ADMIN_BASE}`, () => {
    it('lists requests newest first, filtered by status, with the person who asked', async () => {
      const person = await signUpVerified(server, { fullName: 'Vũ Thị Lan' });
      const { request } = await fileRequest(server, person, { formerEmployer: 'Công ty Cổ phần Hải Âu' });
      const pending = await admin.client.get(`${ADMIN_BASE}?status=PENDING&limit=100`);
      expect(pending.status).toBe(200);
      expect(pending.body.data.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
      expect(pending.body.data.find((r: { id: string }) => r.id === request.id)).toMatchObject({
        requester: { id: person.user.id, fullName: 'Vũ Thị Lan', email: person.user.email },
        reviewer: null,
      });
      const found = await admin.client.get(`${ADMIN_BASE}?search=hai au`);
      expect(found.body.data.map((r: { id: string }) => r.id)).toEqual([request.id]);
      const paged = await admin.client.get(`${ADMIN_BASE}?limit=1`);
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.meta).toMatchObject({ page: 1, limit: 1 });
      expect(paged.body.meta.total).toBeGreaterThanOrEqual(1);
      expect((await admin.client.get(`${ADMIN_BASE}?status=APPROVED&limit=100`)).body.data.some((r: { id: string }) => r.id === request.id)).toBe(false);
    });

    it('is for admins only, and refuses a status it does not know', async () => {
      const person = await signUpVerified(server);
      expectError(await person.client.get(ADMIN_BASE), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.get(ADMIN_BASE), 'UNAUTHORIZED');
      expect((await admin.client.get(`${ADMIN_BASE}?status=DONE`)).body.code).toBe('INVALID_INPUT_PARAMS');
    });
  });

  describe(`GET ${ADMIN_BASE}/{id}`, () => {
    it('answers 404 for an unknown request and 400 for an id that is not one', async () => {
      expectError(await admin.client.get(`${ADMIN_BASE}/${MISSING}`), 'LAYOFF_REQUEST_NOT_FOUND');
      expect((await admin.client.get(`${ADMIN_BASE}/abc`)).status).toBe(400);
    });
  });

  describe(`PATCH ${ADMIN_BASE}/{id}/status`, () => {
    it('approves with a discount, records who decided, and tells the person', async () => {
      const person = await signUpVerified(server);
      const { request } = await fileRequest(server, person);
      const res = await approve(request.id, { note: 'Chúc bạn sớm tìm được việc mới.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'APPROVED',
        decisionNote: 'Chúc bạn sớm tìm được việc mới.',
        reviewer: { id: admin.user.id },
        discount: { percent: 40, usable: true, state: 'USABLE', usedAt: null, appliesTo: ['MEMBERSHIP_PRICE', 'RESKILL_PRICE'] },
      });
      expect(res.body.timeline.map((e: { action: string; fromStatus: string | null; toStatus: string }) => [e.action, e.fromStatus, e.toStatus])).toEqual([
        ['SUBMITTED', null, 'PENDING'],
        ['APPROVED', 'PENDING', 'APPROVED'],
      ]);
      const [notice] = await noticesOf(person.user.id, 'LAYOFF_DISCOUNT_APPROVED');
      expect(notice?.body).toContain('40%');
      // Decided once: a second decision either way is refused, and the unused discount keeps the request open.
      expectError(await reject(request.id), 'LAYOFF_REQUEST_ALREADY_REVIEWED');
      expectError(await approve(request.id), 'LAYOFF_REQUEST_ALREADY_REVIEWED');
      const proof = await uploadProof(server, person);
      expectError(await person.client.post(BASE, requestBody(proof.id)), 'LAYOFF_REQUEST_ALREADY_OPEN');
    });

    it('rejects with the reason the person reads, and lets them ask again', async () => {
      const person = await signUpVerified(server);
      const { request } = await fileRequest(server, person);
      const res = await reject(request.id);
      expect(res.body).toMatchObject({ status: 'REJECTED', canRequestAgain: true, discount: null, decisionNote: 'Minh chứng chưa rõ ngày nghỉ việc.' });
      expect((await noticesOf(person.user.id, 'LAYOFF_DISCOUNT_REJECTED'))[0]?.body).toContain('Minh chứng chưa rõ ngày nghỉ việc.');
      await fileRequest(server, person);
    });

    it('names what is wrong with a decision', async () => {
      const person = await signUpVerified(server);
      const { request } = await fileRequest(server, person);
      expectInvalid(await admin.client.patch(`${ADMIN_BASE}/${request.id}/status`, { status: 'REJECTED' }), [{ field: 'note', code: 'INVALID_REJECT_REASON' }]);
      expectInvalid(await approve(request.id, { discountPercent: 0 }), [{ field: 'discountPercent', code: 'INVALID_DISCOUNT_PERCENT' }]);
      expectInvalid(await approve(request.id, { discountPercent: 12.5 }), [{ field: 'discountPercent', code: 'INVALID_DISCOUNT_PERCENT' }]);
      expectInvalid(await approve(request.id, { validUntil: inDays(-1) }), [{ field: 'validUntil', code: 'INVALID_DISCOUNT_PERIOD' }]);
      expectInvalid(await approve(request.id, { validFrom: inDays(10), validUntil: inDays(5) }), [{ field: 'validUntil', code: 'INVALID_DISCOUNT_PERIOD' }]);
      expect((await admin.client.patch(`${ADMIN_BASE}/${request.id}/status`, { status: 'PENDING' })).body.code).toBe('INVALID_INPUT_PARAMS');
      expectError(await approve(MISSING), 'LAYOFF_REQUEST_NOT_FOUND');
      expect((await admin.client.get(`${ADMIN_BASE}/${request.id}`)).body.status).toBe('PENDING');
    });

    it('is for admins only', async () => {
      const person = await signUpVerified(server);
      const { request } = await fileRequest(server, person);
      expectError(
        await person.client.patch(`${ADMIN_BASE}/${request.id}/status`, { status: 'REJECTED', note: 'Tự duyệt cho mình' }),
        'INSUFFICIENT_PRIVILEGES',
      );
      expectError(await server.anonymous.patch(`${ADMIN_BASE}/${request.id}/status`, { status: 'REJECTED', note: 'Không ai' }), 'UNAUTHORIZED');
    });
  });

  describe('the discount an approval grants', () => {
    it('is used once: by the first order that takes it, again by that order alone, and given back if that order is never paid', async () => {
      const person = await signUpVerified(server);
      const { request } = await fileRequest(server, person);
      await approve(request.id, { discountPercent: 25 });
      const { layoffRequests } = server.services.layoffRequests;
      const db = server.database.db;
      expect(await layoffRequests.usableDiscount(person.user.id)).toMatchObject({ requestId: request.id, percent: 25 });

      const [orderA, orderB] = [crypto.randomUUID(), crypto.randomUUID()];
      // Two orders racing for it: exactly one wins.
      const raced = await Promise.all([
        db.transaction((tx) => layoffRequests.consume(person.user.id, orderA, tx)),
        db.transaction((tx) => layoffRequests.consume(person.user.id, orderB, tx)),
      ]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      const winner = raced[0] ? orderA : orderB;
      const loser = winner === orderA ? orderB : orderA;
      expect(await db.transaction((tx) => layoffRequests.consume(person.user.id, winner, tx))).toMatchObject({ percent: 25 });
      expect(await db.transaction((tx) => layoffRequests.consume(person.user.id, loser, tx))).toBeNull();
      expect(await layoffRequests.usableDiscount(person.user.id)).toBeNull();

      const latest = await person.client.get(`${BASE}/latest`);
      expect(latest.body).toMatchObject({ canRequestAgain: true, discount: { usable: false, state: 'USED', usedOrderId: winner } });
      expect(latest.body.timeline.map((e: { action: string }) => e.action)).toEqual(['SUBMITTED', 'APPROVED', 'DISCOUNT_USED']);
      // Used, the discount no longer keeps the person from asking again.
      const proof = await uploadProof(server, person);
      const next = await person.client.post(BASE, requestBody(proof.id));
      expect(next.status).toBe(201);

      expect(await db.transaction((tx) => layoffRequests.release(winner, tx))).toBe(true);
      expect(await layoffRequests.usableDiscount(person.user.id)).toMatchObject({ requestId: request.id });
    });

    it('is not usable before its period starts nor by anybody else', async () => {
      const person = await signUpVerified(server);
      const { request } = await fileRequest(server, person);
      await approve(request.id, { validFrom: inDays(2), validUntil: inDays(9) });
      const { layoffRequests } = server.services.layoffRequests;
      expect(await layoffRequests.usableDiscount(person.user.id)).toBeNull();
      expect(await layoffRequests.usableDiscount(person.user.id, new Date(Date.now() + 3 * 86_400_000))).toMatchObject({ requestId: request.id });
      const other = await signUpVerified(server);
      expect(await server.database.db.transaction((tx) => layoffRequests.consume(other.user.id, crypto.randomUUID(), tx))).toBeNull();
    });
  });

  describe('an erased account', () => {
    it('takes its requests and their proofs with it', async () => {
      const person = await signUpVerified(server);
      const { request, proof } = await fileRequest(server, person);
      expect((await admin.client.delete(`/api/v1/admin/users/${person.user.id}`)).status).toBe(200);
      await eventsDelivered(server.database.db);
      const db = server.database.db;
      expect(await db.select().from(layoffDiscountRequests).where(eq(layoffDiscountRequests.id, request.id))).toEqual([]);
      expect(await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, proof.id))).toEqual([]);
      expectError(await admin.client.get(`${ADMIN_BASE}/${request.id}`), 'LAYOFF_REQUEST_NOT_FOUND');
    });
  });
});
