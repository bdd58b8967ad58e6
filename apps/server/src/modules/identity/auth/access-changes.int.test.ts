import { REALTIME } from '@market/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';

/**
 * The access check remembers accounts between calls (auth/access-cache.ts); a blocked, re-roled or
 * deleted account must still take effect at once, whoever changed it and however.
 */
describe('a change to an account’s access', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
    await eventually(async () => server.services.identity.access.listening, 10_000, 'the server listening for changes');
  });
  const sockets: Socket[] = [];
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await server.close();
  });

  const access = () => server.services.identity.access;
  const me = (person: Session) => person.client.get('/api/v1/auth/me');
  const sql = (text: string, values: unknown[]) => server.database.pool.query(text, values);

  async function rememberedPerson(): Promise<Session> {
    const person = await signUpVerified(server);
    expect((await me(person)).status).toBe(200);
    expect(access().get(person.user.id)).toEqual({ id: person.user.id, role: 'USER' });
    return person;
  }

  describe('made through the server', () => {
    it('refuses an account blocked by an admin on its very next call, and lets it back once reactivated', async () => {
      const person = await rememberedPerson();
      expect((await admin.client.patch(`/api/v1/admin/users/change-status/${person.user.id}`, { status: 'INACTIVE' })).status).toBe(200);
      expect((await me(person)).status).toBe(401);
      expect((await admin.client.patch(`/api/v1/admin/users/change-status/${person.user.id}`, { status: 'ACTIVE' })).status).toBe(200);
      expect((await me(person)).status).toBe(200);
    });

    it('gives an account the role an admin set on its very next call', async () => {
      const person = await rememberedPerson();
      expect((await person.client.get('/api/v1/events/mine')).status).toBe(403);
      expect((await admin.client.patch(`/api/v1/admin/users/${person.user.id}`, { role: 'HOST' })).status).toBe(200);
      expect((await person.client.get('/api/v1/events/mine')).status).toBe(200);
    });

    it('refuses an account an admin deleted on its very next call', async () => {
      const person = await rememberedPerson();
      expect((await admin.client.delete(`/api/v1/admin/users/${person.user.id}`)).status).toBe(200);
      expect((await me(person)).status).toBe(401);
    });
  });

  describe('made in the database, behind the server’s back', () => {
    it('refuses an account blocked there once the database says so', async () => {
      const person = await rememberedPerson();
      await sql(`update users set status = 'INACTIVE' where id = $1`, [person.user.id]);
      await eventually(async () => (await me(person)).status === 401, 10_000, 'the blocked account refused');
    });

    it('gives an account a role set there', async () => {
      const person = await rememberedPerson();
      await sql(`update users set role = 'ADMIN' where id = $1`, [person.user.id]);
      await eventually(async () => (await person.client.get('/api/v1/admin/users')).status === 200, 10_000, 'the new admin let in');
    });

    it('refuses an account whose row was removed', async () => {
      const person = await rememberedPerson();
      await sql(`delete from refresh_tokens where user_id = $1`, [person.user.id]);
      await sql(`delete from users where id = $1`, [person.user.id]);
      await eventually(async () => (await me(person)).status === 401, 10_000, 'the removed account refused');
    });

    it('keeps remembering accounts whose other columns change', async () => {
      const [kept, blocked] = [await rememberedPerson(), await rememberedPerson()];
      await sql(`update users set full_name = 'Tên Mới', follower_count = 3 where id = $1`, [kept.user.id]);
      await sql(`update users set status = 'INACTIVE' where id = $1`, [blocked.user.id]);
      // Notifications arrive in commit order: once the second change is heard, a word on the first would have been too.
      await eventually(async () => access().get(blocked.user.id) === undefined, 10_000, 'the second change heard');
      expect(access().get(kept.user.id)).toEqual({ id: kept.user.id, role: 'USER' });
    });
  });

  describe('to an account with a live socket', () => {
    const connect = (person: Session) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(server.url, { path: REALTIME.path, transports: ['websocket'], auth: { token: person.accessToken }, reconnection: false });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const disconnected = (socket: Socket) => eventually(async () => !socket.connected, 10_000, 'the socket disconnected by the server');

    it('ends the sockets of an account an admin blocks, leaves everyone else’s, and refuses it a new one', async () => {
      const [blocked, other] = [await rememberedPerson(), await rememberedPerson()];
      const [first, second, others] = [await connect(blocked), await connect(blocked), await connect(other)];
      expect((await admin.client.patch(`/api/v1/admin/users/change-status/${blocked.user.id}`, { status: 'INACTIVE' })).status).toBe(200);
      await Promise.all([disconnected(first), disconnected(second)]);
      await expect(connect(blocked)).rejects.toThrow('UNAUTHORIZED');
      expect(others.connected).toBe(true);
    });

    it('ends the sockets of an account an admin deletes', async () => {
      const person = await rememberedPerson();
      const socket = await connect(person);
      expect((await admin.client.delete(`/api/v1/admin/users/${person.user.id}`)).status).toBe(200);
      await disconnected(socket);
    });

    it('ends the sockets of an account blocked in the database, behind the server’s back', async () => {
      const person = await rememberedPerson();
      const socket = await connect(person);
      await sql(`update users set status = 'INACTIVE' where id = $1`, [person.user.id]);
      await disconnected(socket);
    });

    it('ends the sockets of an account blocked while the server could not hear the database, once it listens again', async () => {
      const [blocked, other] = [await rememberedPerson(), await rememberedPerson()];
      const [socket, others] = [await connect(blocked), await connect(other)];
      await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'market-user-access' and datname = current_database()`, []);
      await eventually(async () => !access().listening, 10_000, 'the loss noticed');
      await sql(`update users set status = 'INACTIVE' where id = $1`, [blocked.user.id]);
      await disconnected(socket);
      expect(access().listening).toBe(true);
      expect(others.connected).toBe(true);
    });
  });

  it('reads every account while it cannot hear the database, then listens again by itself', async () => {
    const person = await rememberedPerson();
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'market-user-access' and datname = current_database()`, []);
    await eventually(async () => !access().listening || access().get(person.user.id) === undefined, 10_000, 'the loss noticed');
    // Whatever it remembered is gone, so a change made while nobody listened is seen at once.
    await sql(`update users set status = 'INACTIVE' where id = $1`, [person.user.id]);
    expect((await me(person)).status).toBe(401);
    await sql(`update users set status = 'ACTIVE' where id = $1`, [person.user.id]);

    await eventually(async () => access().listening, 10_000, 'listening again');
    // The listener may be back before the update above, whose word can then arrive after a read and drop it.
    await eventually(async () => (await me(person)).status === 200 && access().get(person.user.id) !== undefined, 10_000, 'remembered again');
    expect(access().get(person.user.id)).toEqual({ id: person.user.id, role: 'USER' });
    await sql(`update users set status = 'INACTIVE' where id = $1`, [person.user.id]);
    await eventually(async () => (await me(person)).status === 401, 10_000, 'a change heard after listening again');
  });
});
