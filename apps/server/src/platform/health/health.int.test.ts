import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { databaseIsUp, openDatabase } from '../db/database.js';
import { registerHealthRoutes } from './health.routes.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

describe('health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 200 with the database up', async () => {
    const res = await server.anonymous.get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 while the database is unreachable', async () => {
    const unreachable = openDatabase('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerHealthRoutes(app, { databaseIsUp: () => databaseIsUp(unreachable), version: 'test' });
    const res = await app.inject('/api/v1/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await app.close();
    await unreachable.close();
  });

  it('answers unknown routes with ROUTE_NOT_FOUND', async () => {
    const res = await server.anonymous.get('/api/v1/khong-co');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Không tìm thấy đường dẫn yêu cầu.' });
  });
});
