import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsContentTypes, cmsTypePath, type CmsContentType } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleData, textField } from './samples.js';
import { startTestCms, type TestCms } from './support.js';

// A copy of the content service's route list (spec/cms-routes.tsv): the calls existing clients make.
const here = path.dirname(fileURLToPath(import.meta.url));
const lines = readFileSync(path.join(here, '../../../docs/spec/cms-routes.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [method = '', route = '', note = ''] = line.split('\t');
    return { method, route, note };
  });

/**
 * Lines served by the upload and users-permissions side, built apart: listed as pending until then.
 * To flip one, remove its prefix here and answer its lines in `otherChecks` below.
 */
// The plugins' lines (upload, users-permissions) are tested in users-permissions.int.test.ts and
// upload.int.test.ts; the first fails if any of them has no test.
const PLUGIN_PREFIXES = ['/upload', '/connect', '/auth', '/users-permissions', '/users'];
const isPlugin = (route: string) => PLUGIN_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`) || route.startsWith(`${prefix}?`));

function typeOf(route: string): { type: CmsContentType; withId: boolean } | null {
  const base = route.replace(/\/\{id\}$/, '');
  const type = cmsContentTypes.find((t) => cmsTypePath(t) === base);
  return type ? { type, withId: base !== route } : null;
}

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms();
});
afterAll(async () => cms?.close());

/** An entry of the type to read, change or delete (for a single type, its one entry). */
async function anEntry(type: CmsContentType): Promise<number> {
  const created =
    type.kind === 'collectionType'
      ? await cms.call('POST', cmsTypePath(type), { as: 'editor', body: { data: sampleData(type) } })
      : await cms.call('PUT', cmsTypePath(type), { as: 'editor', body: { data: sampleData(type) } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id;
}

const shared: Record<string, Promise<number>> = {};

const entryShape = { id: expect.any(Number), attributes: expect.objectContaining({ createdAt: expect.any(String), updatedAt: expect.any(String) }) };

async function check(method: string, type: CmsContentType, withId: boolean) {
  const base = cmsTypePath(type);
  // Reads and updates share one entry per type; a delete takes its own.
  const id = method === 'DELETE' ? await anEntry(type) : await (shared[type.singularName] ??= anEntry(type));
  const target = withId ? `${base}/${id}` : base;
  const field = textField(type);
  if (method === 'GET') {
    const answer = await cms.call('GET', target);
    expect(answer.status).toBe(200);
    if (type.kind === 'collectionType' && !withId) {
      expect(answer.body.data).toEqual(expect.arrayContaining([entryShape]));
      expect(answer.body.meta.pagination).toMatchObject({ page: 1, pageSize: 25, pageCount: expect.any(Number), total: expect.any(Number) });
    } else {
      expect(answer.body).toEqual({ data: { ...entryShape, id }, meta: {} });
    }
    return;
  }
  const body = method === 'POST' ? { data: sampleData(type) } : { data: { [field]: 'Đã sửa' } };
  expect((await cms.call(method, target, { body })).body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
  const answer = await cms.call(method, target, { as: 'editor', body: method === 'DELETE' ? undefined : body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toEqual({ data: entryShape, meta: {} });
  if (method === 'PUT') expect(answer.body.data.attributes[field]).toBe('Đã sửa');
  if (method === 'DELETE') {
    expect(answer.body.data.id).toBe(id);
    expect((await cms.call('GET', target)).status).toBe(404);
  }
}

describe('every line of cms-routes.tsv', () => {
  for (const { method, route, note } of lines) {
    const name = `${method} ${route}${note ? ` (${note})` : ''}`;
    if (isPlugin(route)) continue;
    const found = typeOf(route);
    it(`${name} answers as Strapi v4 does`, async () => {
      expect(found, `no declared type serves ${route}`).not.toBeNull();
      await check(method, found!.type, found!.withId);
    });
  }

  it('lists every declared type in the file, and no other', () => {
    const declared = cmsContentTypes.map(cmsTypePath).sort();
    const listed = [...new Set(lines.filter((l) => !isPlugin(l.route)).map((l) => l.route.replace(/\/\{id\}$/, '')))].sort();
    expect(listed).toEqual(declared);
  });
});
