import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const committed = path.join(here, '..', 'openapi.json');
// A copy of the product's route list (spec/routes.tsv): the paths existing clients call.
const routes = readFileSync(path.join(here, '../../../docs/spec/routes.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'))
  .map(([area, method, routePath, access]) => ({ area: area!, method: method!.toLowerCase(), path: routePath!, access: access! }));

type Operation = { responses: Record<string, { description?: string }>; security?: unknown[] };

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    server = await startTestServer();
    document = (await server.anonymous.get('/api/docs/json')).body;
  });
  afterAll(() => server.close());

  it('is committed and up to date (npm run openapi rewrites it)', () => {
    const current = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) writeFileSync(committed, current);
    expect(readFileSync(committed, 'utf8'), 'apps/server/openapi.json is stale: run `npm run openapi`').toBe(current);
  });

  it('lists every core route with the error codes it may answer', () => {
    for (const route of routes.filter((r) => r.area === 'core')) {
      const operation = document.paths[route.path]?.[route.method];
      expect(operation, `${route.method.toUpperCase()} ${route.path}`).toBeDefined();
      const described = Object.entries(operation!.responses).filter(([status]) => Number(status) >= 400);
      if (route.access !== 'public') {
        expect(operation!.security, `${route.path} declares its credentials`).toBeDefined();
        expect(described.some(([, r]) => r.description?.includes('UNAUTHORIZED'))).toBe(true);
      }
    }
  });

  it('serves a docs page', async () => {
    const page = await fetch(`${server.url}/api/docs/static/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});
