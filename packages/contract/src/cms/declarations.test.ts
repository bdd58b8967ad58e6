import { describe, expect, it } from 'vitest';
import { cmsContentTypes, cmsDataSchema, cmsFaq, cmsTypePath } from './index.js';

describe('the content type declarations', () => {
  it('declare the eighteen types of the spec, configration spelt so', () => {
    expect(cmsContentTypes.map(cmsTypePath).sort()).toEqual(
      [
        '/academy-categories',
        '/articles',
        '/categories',
        '/faqs',
        '/hashtags',
        '/instructors',
        '/member-ships',
        '/menus',
        '/menu-ancestors',
        '/posts',
        '/reviews',
        '/sections',
        '/blog',
        '/career-launchpad',
        '/configration',
        '/home-academy',
        '/membership-landing',
        '/reskill',
      ].sort(),
    );
  });

  it('point every relation at a declared type, and every mappedBy at a field of it', () => {
    const bySingular = new Map(cmsContentTypes.map((t) => [t.singularName, t]));
    for (const type of cmsContentTypes) {
      for (const [name, field] of Object.entries(type.attributes)) {
        if (field.type !== 'relation') continue;
        const target = bySingular.get(field.target);
        expect(target, `${type.singularName}.${name}`).toBeDefined();
        if (field.mappedBy) expect(target!.attributes[field.mappedBy]?.type, `${type.singularName}.${name}`).toBe('relation');
      }
    }
  });

  it('derive a zod schema that requires required fields on create only', () => {
    expect(cmsDataSchema(cmsFaq, { partial: false }).safeParse({ question: 'Q?' }).success).toBe(false);
    expect(cmsDataSchema(cmsFaq, { partial: true }).safeParse({ question: 'Q?' }).success).toBe(true);
    expect(cmsDataSchema(cmsFaq, { partial: false }).safeParse({ question: 'Q?', answer: 'A', group: 'GENERAL' }).success).toBe(true);
    expect(cmsDataSchema(cmsFaq, { partial: true }).safeParse({ group: 'NOPE' }).success).toBe(false);
    expect(cmsDataSchema(cmsFaq, { partial: true }).safeParse({ unknown: 1 }).success).toBe(false);
  });
});
