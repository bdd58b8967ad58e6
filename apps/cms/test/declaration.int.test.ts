import { cmsContentTypes, defineCmsContentType } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './support.js';

// A content type that exists only in this test: declared, never hand-written.
const recipe = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'recipe',
  pluralName: 'recipes',
  displayName: 'Công thức',
  draftAndPublish: false,
  localized: false,
  attributes: {
    name: { type: 'string', required: true },
    minutes: { type: 'integer', min: 1 },
    vegetarian: { type: 'boolean', default: false },
    steps: { type: 'component', component: 'test.step', repeatable: true, fields: { text: { type: 'text', required: true } } },
    author: { type: 'relation', relation: 'manyToOne', target: 'instructor' },
  },
});

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms({ types: [...cmsContentTypes, recipe] });
});
afterAll(async () => cms?.close());

describe('a content type added by declaration alone', () => {
  it('gets its five routes, with validation, defaults, components and relations', async () => {
    const author = await cms.call('POST', '/instructors', { as: 'editor', body: { data: { name: 'Đầu bếp' } } });
    const created = await cms.call('POST', '/recipes?populate=*', {
      as: 'editor',
      body: { data: { name: 'Phở', minutes: 240, steps: [{ text: 'Ninh xương' }], author: author.body.data.id } },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Phở',
      vegetarian: false,
      steps: [{ id: expect.any(Number), text: 'Ninh xương' }],
      author: { data: { id: author.body.data.id } },
    });
    const id = created.body.data.id;
    expect((await cms.call('GET', '/recipes')).body.data).toHaveLength(1);
    expect((await cms.call('GET', `/recipes/${id}`)).body.data.attributes.name).toBe('Phở');
    expect((await cms.call('PUT', `/recipes/${id}`, { as: 'editor', body: { data: { minutes: 0 } } })).body.error.name).toBe('ValidationError');
    expect((await cms.call('PUT', `/recipes/${id}`, { as: 'editor', body: { data: { minutes: 200 } } })).body.data.attributes.minutes).toBe(200);
    expect((await cms.call('DELETE', `/recipes/${id}`, { as: 'editor' })).body.data.id).toBe(id);
    expect((await cms.call('GET', `/recipes/${id}`)).status).toBe(404);
  });

  it('appears in the OpenAPI document with its body schema', async () => {
    const doc = (await cms.call('GET', '/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/recipes', '/recipes/{id}', '/configration']));
    const schema = doc.paths['/recipes'].post.requestBody.content['application/json'].schema.properties.data;
    expect(schema.required).toEqual(['name']);
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['name', 'minutes', 'vegetarian', 'steps', 'author']));
  });
});
