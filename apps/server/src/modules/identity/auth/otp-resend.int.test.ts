import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtp } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { otps } from './auth.table.js';
import { expectError, signUp } from './auth.testing.js';

describe('resending one-time codes (OTP_RESEND_SECONDS)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ OTP_RESEND_SECONDS: '60' });
  });
  afterAll(() => server.close());

  it('refuses a second code for the same contact and purpose within the wait with 429 TOO_MANY_REQUESTS, then sends it', async () => {
    const pending = await signUp(server);
    expectError(await server.anonymous.post('/api/v1/auth/request-verification', { email: pending.email }), 'TOO_MANY_REQUESTS', 429);
    // The code already sent still works for its own purpose; another purpose is not held back.
    expect((await server.anonymous.post('/api/v1/auth/forgot-password', { email: pending.email })).status).toBe(200);

    await server.database.db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otps.contact, pending.email!));
    const again = await server.anonymous.post('/api/v1/auth/request-verification', { email: pending.email });
    expect(again.status).toBe(200);
    expect((await server.anonymous.post('/api/v1/auth/verify', { email: pending.email, code: await latestOtp(server, pending.email!) })).status).toBe(200);
  });
});
