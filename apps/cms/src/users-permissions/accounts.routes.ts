import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors.js';
import type { Access } from './access.js';
import type { AccountsService } from './accounts.service.js';
import { UP_ACTIONS } from './actions.js';
import { parseInput } from './up.errors.js';

const RoleBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  description: z.string().max(500).optional(),
  type: z.string().trim().max(100).optional(),
  permissions: z.record(z.string(), z.unknown()).optional(),
});
const UserBody = z.object({
  username: z.string().trim().min(3).max(100).optional(),
  email: z.email().max(200).optional(),
  password: z.string().min(6).max(200).optional(),
  provider: z.string().min(1).max(50).optional(),
  confirmed: z.boolean().optional(),
  blocked: z.boolean().optional(),
  role: z.coerce.number().int().positive().optional(),
});
const NewUserBody = UserBody.extend({ username: z.string().trim().min(3).max(100), email: z.email().max(200), password: z.string().min(6).max(200) });
const ListQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string>)[name] ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** `populate=role`, `populate=*`, `populate[role]=…` or `populate[0]=role`: Strapi's ways of asking for the role. */
function wantsRole(request: FastifyRequest): boolean {
  const populate = (request.query as { populate?: unknown }).populate;
  if (typeof populate === 'string') return populate === '*' || populate.split(',').includes('role');
  if (Array.isArray(populate)) return populate.includes('role') || populate.includes('*');
  return !!populate && typeof populate === 'object' && 'role' in populate;
}

/** Roles, permissions and accounts of users-permissions, each behind its Strapi action. */
export function registerAccountRoutes(app: FastifyInstance, deps: { accounts: AccountsService; access: Access }): void {
  const { accounts, access } = deps;
  const allow = (request: FastifyRequest, action: string) => access.require(request.headers.authorization, action);

  app.get('/users-permissions/permissions', async (request) => {
    await allow(request, UP_ACTIONS.permissions);
    return accounts.allPermissions();
  });
  app.get('/users-permissions/roles', async (request) => {
    await allow(request, UP_ACTIONS.roleFind);
    return accounts.listRoles();
  });
  app.get('/users-permissions/roles/:id', async (request) => {
    await allow(request, UP_ACTIONS.roleFindOne);
    return accounts.getRole(idParam(request));
  });
  app.post('/users-permissions/roles', async (request) => {
    await allow(request, UP_ACTIONS.roleCreate);
    const body = parseInput(RoleBody.extend({ name: z.string().trim().min(1).max(100) }), request.body);
    return accounts.createRole(body);
  });
  app.put('/users-permissions/roles/:role', async (request) => {
    await allow(request, UP_ACTIONS.roleUpdate);
    return accounts.updateRole(idParam(request, 'role'), parseInput(RoleBody, request.body));
  });
  app.delete('/users-permissions/roles/:role', async (request) => {
    await allow(request, UP_ACTIONS.roleDelete);
    return accounts.deleteRole(idParam(request, 'role'));
  });

  // Strapi answers the users routes bare, without `{ data }`.
  app.get('/users', async (request) => {
    await allow(request, UP_ACTIONS.userFind);
    return accounts.listUsers({ ...parseInput(ListQuery, request.query), populateRole: wantsRole(request) });
  });
  app.get('/users/count', async (request) => {
    await allow(request, UP_ACTIONS.userCount);
    return accounts.countUsers();
  });
  app.get('/users/me', async (request) => {
    const caller = await allow(request, UP_ACTIONS.userMe);
    return accounts.me(caller, wantsRole(request));
  });
  app.get('/users/:id', async (request) => {
    const caller = await access.caller(request.headers.authorization);
    return accounts.getUser(caller, idParam(request), wantsRole(request));
  });
  app.post('/users', async (request, reply) => {
    await allow(request, UP_ACTIONS.userCreate);
    return reply.status(201).send(await accounts.createUser(parseInput(NewUserBody, request.body)));
  });
  app.put('/users/:id', async (request) => {
    const caller = await access.caller(request.headers.authorization);
    return accounts.updateUser(caller, idParam(request), parseInput(UserBody, request.body));
  });
  app.delete('/users/:id', async (request) => {
    await allow(request, UP_ACTIONS.userDestroy);
    return accounts.deleteUser(idParam(request));
  });
}
