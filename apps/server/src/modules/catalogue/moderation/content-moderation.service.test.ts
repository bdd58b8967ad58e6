import { describe, expect, it } from 'vitest';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import { createContentModerationService } from './content-moderation.service.js';
import type { ContentModerationsRepository } from './content-moderations.repository.js';
import { createKeywordMatcher } from './keyword-matcher.js';

type Written = Parameters<ContentModerationsRepository['upsertSubmission']>[0];

function serviceWith(upsert: (values: Written) => Promise<unknown>, existing?: { status: string; decidedBy: string | null; keywords: string[] }) {
  const errors: unknown[] = [];
  const refreshed: unknown[] = [];
  const repo = {
    upsertSubmission: upsert,
    find: async () => existing,
    refresh: async (values: unknown) => refreshed.push(values),
  } as unknown as ContentModerationsRepository;
  const service = createContentModerationService({
    repo,
    matcher: async () => createKeywordMatcher(['cờ bạc', 'lừa đảo']),
    hosts: { summariesOf: async () => [] },
    totals: createKeptTotals(),
    log: { error: (obj) => errors.push(obj) },
  });
  return { service, errors, refreshed };
}

const content = (title: string, review: 'REQUIRED' | 'WHEN_FLAGGED', html = '') => ({
  title,
  slug: 'x',
  status: 'PUBLISHED',
  fields: [
    { field: 'title', text: title },
    { field: 'content', text: html, html: true },
  ],
  review,
});
const HOST = '11111111-1111-4111-8111-111111111111';

describe('flagging submitted content', () => {
  it('finds keywords with and without diacritics, in rich text as read, each once', async () => {
    const written: Written[] = [];
    const { service } = serviceWith(async (values) => written.push(values));
    await service.flagger.flag('POST', HOST, HOST, content('Co bac và cờ bạc', 'WHEN_FLAGGED', '<p>chuyện <b>lừa</b>&nbsp;đảo</p>'));
    expect(written[0]).toMatchObject({ status: 'PENDING', keywords: ['cờ bạc', 'lừa đảo'] });
    expect(written[0]!.flags.map((f) => f.field)).toEqual(['title', 'content']);
  });

  it('approves clean published content by itself, but keeps content needing review waiting', async () => {
    const written: Written[] = [];
    const { service } = serviceWith(async (values) => written.push(values));
    await service.flagger.flag('POST', HOST, HOST, content('Nhật ký làm gốm', 'WHEN_FLAGGED'));
    await service.flagger.flag('EVENT', HOST, HOST, content('Nhật ký làm gốm', 'REQUIRED'));
    expect(written.map((w) => [w.contentType, w.status, w.keywords])).toEqual([
      ['POST', 'APPROVED', []],
      ['EVENT', 'PENDING', []],
    ]);
  });

  it('keeps an admin’s approval of public content through edits that bring no new keyword', async () => {
    const written: Written[] = [];
    const approved = { status: 'APPROVED', decidedBy: HOST, keywords: ['cờ bạc'] };
    const same = serviceWith(async (values) => written.push(values), approved);
    await same.service.flagger.flag('POST', HOST, HOST, content('Cờ bạc: sửa lại tiêu đề', 'WHEN_FLAGGED'));
    expect(written).toEqual([]);
    expect(same.refreshed).toEqual([expect.objectContaining({ title: 'Cờ bạc: sửa lại tiêu đề', keywords: ['cờ bạc'] })]);

    const more = serviceWith(async (values) => written.push(values), approved);
    await more.service.flagger.flag('POST', HOST, HOST, content('Cờ bạc và lừa đảo', 'WHEN_FLAGGED'));
    expect(written).toEqual([expect.objectContaining({ status: 'PENDING', keywords: ['cờ bạc', 'lừa đảo'] })]);
  });

  it('never fails the submission when the queue cannot be written: it logs instead', async () => {
    const { service, errors } = serviceWith(async () => {
      throw new Error('database down');
    });
    await expect(service.flagger.flag('EVENT', HOST, HOST, content('Hội thảo', 'REQUIRED'))).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
