import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../errors.js';
import type { Access } from './access.js';
import { UP_ACTIONS } from './actions.js';
import type { AuthService } from './auth.service.js';
import { parseInput, strapiError, UP_MESSAGES } from './up.errors.js';

const text = z.string().trim().min(1);
const password = z.string().min(6).max(200);
const LoginBody = z.object({ identifier: text, password: z.string().min(1) });
const RegisterBody = z.object({ username: z.string().trim().min(3).max(100), email: z.email().max(200), password });
const EmailBody = z.object({ email: z.email() });
const ResetBody = z.object({ code: text, password, passwordConfirmation: z.string() });
const ChangeBody = z.object({ currentPassword: z.string().min(1), password, passwordConfirmation: z.string() });
const ConfirmQuery = z.object({ confirmation: text });

/** users-permissions' sign-in routes, each behind its Strapi action (Public holds them by default). */
export async function registerAuthRoutes(app: FastifyInstance, deps: { auth: AuthService; access: Access; perMinute: number }): Promise<void> {
  const { auth, access } = deps;
  // Guessing passwords or flooding mailboxes: each address may try this many times a minute per process.
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => strapiError(429, 'RateLimitError', UP_MESSAGES.tooManyRequests) });
  const limited = { config: { rateLimit: { max: deps.perMinute, timeWindow: 60_000 } } };
  const allow = (action: string) => async (request: { headers: { authorization?: string | undefined } }) =>
    access.require(request.headers.authorization, action);

  app.post('/auth/local', limited, async (request) => {
    await allow(UP_ACTIONS.callback)(request);
    return auth.login(parseInput(LoginBody, request.body));
  });
  app.post('/auth/local/register', limited, async (request) => {
    await allow(UP_ACTIONS.register)(request);
    return auth.register(parseInput(RegisterBody, request.body));
  });
  app.post('/auth/forgot-password', limited, async (request) => {
    await allow(UP_ACTIONS.forgotPassword)(request);
    return auth.forgotPassword(parseInput(EmailBody, request.body));
  });
  app.post('/auth/reset-password', limited, async (request) => {
    await allow(UP_ACTIONS.resetPassword)(request);
    return auth.resetPassword(parseInput(ResetBody, request.body));
  });
  app.post('/auth/change-password', limited, async (request) => {
    const caller = await allow(UP_ACTIONS.changePassword)(request);
    if (caller.kind !== 'user') throw unauthorized();
    return auth.changePassword(caller.user, parseInput(ChangeBody, request.body));
  });
  app.get('/auth/email-confirmation', async (request, reply) => {
    await allow(UP_ACTIONS.emailConfirmation)(request);
    return reply.redirect(await auth.confirmEmail(parseInput(ConfirmQuery, request.query).confirmation));
  });
  app.post('/auth/send-email-confirmation', limited, async (request) => {
    await allow(UP_ACTIONS.sendEmailConfirmation)(request);
    return auth.sendEmailConfirmation(parseInput(EmailBody, request.body));
  });
  app.get('/connect/:provider', async (request, reply) => {
    await allow(UP_ACTIONS.connect)(request);
    return reply.redirect(auth.connectUrl((request.params as { provider: string }).provider));
  });
  app.get('/auth/:provider/callback', async (request) => {
    await allow(UP_ACTIONS.callback)(request);
    return auth.callback((request.params as { provider: string }).provider, request.query as Record<string, string | undefined>);
  });
}
