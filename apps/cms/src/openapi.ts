import { cmsDataSchema, cmsTypePath, type CmsContentType } from '@market/contract';
import { z } from 'zod';

/** The OpenAPI document of the generated routes, derived from the declarations like the routes themselves. */
export function cmsOpenApi(types: readonly CmsContentType[]): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const error = { $ref: '#/components/schemas/Error' };
  const answers = (ok: string) => ({
    200: { description: ok },
    400: { description: 'ValidationError', content: { 'application/json': { schema: error } } },
    401: { description: 'UnauthorizedError', content: { 'application/json': { schema: error } } },
    403: { description: 'ForbiddenError', content: { 'application/json': { schema: error } } },
    404: { description: 'NotFoundError', content: { 'application/json': { schema: error } } },
  });
  const readParams = ['fields', 'populate', 'publicationState', 'locale'].map((name) => ({ name, in: 'query', schema: { type: 'string' } }));
  const listParams = [
    ...readParams,
    ...['filters', 'sort', 'pagination'].map((name) => ({ name, in: 'query', style: 'deepObject', schema: { type: 'object' } })),
  ];
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const body = (type: CmsContentType, partial: boolean) => ({
    required: true,
    content: {
      'application/json': {
        schema: { type: 'object', required: ['data'], properties: { data: z.toJSONSchema(cmsDataSchema(type, { partial }), { unrepresentable: 'any' }) } },
      },
    },
  });
  const editor = [{ bearerAuth: [] }];
  for (const type of types) {
    const path = cmsTypePath(type);
    const tags = [type.displayName];
    if (type.kind === 'collectionType') {
      paths[path] = {
        get: {
          tags,
          summary: `Danh sách ${type.displayName}`,
          parameters: listParams,
          responses: answers('{ data: [{ id, attributes }], meta: { pagination } }'),
        },
        post: { tags, summary: `Tạo ${type.displayName}`, security: editor, requestBody: body(type, false), responses: answers('{ data, meta }') },
      };
      paths[`${path}/{id}`] = {
        get: { tags, summary: `Một ${type.displayName}`, parameters: [idParam, ...readParams], responses: answers('{ data, meta }') },
        put: {
          tags,
          summary: `Sửa ${type.displayName}`,
          security: editor,
          parameters: [idParam],
          requestBody: body(type, true),
          responses: answers('{ data, meta }'),
        },
        delete: { tags, summary: `Xoá ${type.displayName}`, security: editor, parameters: [idParam], responses: answers('{ data, meta }') },
      };
    } else {
      paths[path] = {
        get: { tags, summary: type.displayName, parameters: readParams, responses: answers('{ data, meta }') },
        put: { tags, summary: `Sửa ${type.displayName}`, security: editor, requestBody: body(type, true), responses: answers('{ data, meta }') },
        delete: { tags, summary: `Xoá ${type.displayName}`, security: editor, responses: answers('{ data, meta }') },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dịch vụ nội dung', version: '1.0.0' },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            data: { type: 'null' },
            error: {
              type: 'object',
              properties: { status: { type: 'integer' }, name: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
            },
          },
        },
      },
    },
  };
}
