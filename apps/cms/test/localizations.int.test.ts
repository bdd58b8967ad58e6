import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './support.js';

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms();
});
afterAll(async () => cms?.close());

async function createFaq(question: string, locale?: string): Promise<number> {
  const answer = await cms.call('POST', `/faqs${locale ? `?locale=${locale}` : ''}`, {
    as: 'editor',
    body: { data: { question, answer: 'Trả lời', group: 'GENERAL' } },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

describe('translations of a localised type (Strapi v4 i18n)', () => {
  it('POST /faqs/:id/localizations creates the other locale as a draft linked both ways, answered flat', async () => {
    const vi = await createFaq('Làm sao để đăng ký?');
    const created = await cms.call('POST', `/faqs/${vi}/localizations`, {
      as: 'editor',
      body: { locale: 'en', question: 'How do I sign up?', answer: 'Like this', group: 'GENERAL' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      question: 'How do I sign up?',
      locale: 'en',
      publishedAt: null,
      localizations: [expect.objectContaining({ id: vi, locale: 'vi', question: 'Làm sao để đăng ký?' })],
    });
    const en = created.body.id as number;

    const fromVi = await cms.call('GET', `/faqs/${vi}?populate=localizations&publicationState=preview`, { as: 'editor' });
    expect(fromVi.body.data.attributes.localizations).toEqual({
      data: [{ id: en, attributes: expect.objectContaining({ locale: 'en', question: 'How do I sign up?' }) }],
    });
    const fromEn = await cms.call('GET', `/faqs/${en}?populate=localizations&publicationState=preview`, { as: 'editor' });
    expect(fromEn.body.data.attributes.localizations.data.map((e: { id: number }) => e.id)).toEqual([vi]);
  });

  it('finds the translations of several entries by id across locales in one list (the console carries links over with it)', async () => {
    const translated = await createFaq('Có chứng chỉ không?');
    const alone = await createFaq('Học ở đâu?');
    const en = (await cms.call('POST', `/faqs/${translated}/localizations`, { as: 'editor', body: { locale: 'en', question: 'Certificates?' } })).body.id;
    const list = await cms.call(
      'GET',
      `/faqs?locale=all&publicationState=preview&populate=localizations&filters[id][$in][0]=${translated}&filters[id][$in][1]=${alone}`,
      {
        as: 'editor',
      },
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const byId = new Map(
      list.body.data.map((e: { id: number; attributes: { localizations: { data: { id: number }[] } } }) => [
        e.id,
        e.attributes.localizations.data.map((l) => l.id),
      ]),
    );
    expect(Object.fromEntries(byId)).toEqual({ [translated]: [en], [alone]: [] });
  });

  it('shows a draft translation to the public only once it is published', async () => {
    const vi = await createFaq('Có hoàn tiền không?');
    const en = (await cms.call('POST', `/faqs/${vi}/localizations`, { as: 'editor', body: { locale: 'en', question: 'Refunds?' } })).body.id;
    expect((await cms.call('GET', `/faqs/${vi}?populate=localizations`)).body.data.attributes.localizations).toEqual({ data: [] });
    await cms.call('PUT', `/faqs/${en}`, { as: 'editor', body: { data: { answer: 'Yes', group: 'GENERAL', publishedAt: new Date().toISOString() } } });
    const live = await cms.call('GET', `/faqs/${vi}?populate=localizations`);
    expect(live.body.data.attributes.localizations.data.map((e: { id: number }) => e.id)).toEqual([en]);
    expect((await cms.call('GET', '/faqs?locale=en&filters[question][$eq]=Refunds?')).body.data.map((e: { id: number }) => e.id)).toEqual([en]);
  });

  it('refuses a locale the document already has, a missing locale, and anyone but an editor', async () => {
    const vi = await createFaq('Câu hỏi trùng ngôn ngữ');
    const again = await cms.call('POST', `/faqs/${vi}/localizations`, { as: 'editor', body: { locale: 'vi', question: 'Lại' } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ status: 400, name: 'ApplicationError' });
    await cms.call('POST', `/faqs/${vi}/localizations`, { as: 'editor', body: { locale: 'en', question: 'Once' } });
    const twice = await cms.call('POST', `/faqs/${vi}/localizations`, { as: 'editor', body: { locale: 'en', question: 'Twice' } });
    expect(twice.body.error).toMatchObject({ status: 400, name: 'ApplicationError' });
    expect((await cms.call('POST', `/faqs/${vi}/localizations`, { as: 'editor', body: { question: 'No locale' } })).status).toBe(400);
    expect((await cms.call('POST', `/faqs/${vi}/localizations`, { body: { locale: 'en', question: 'Public' } })).status).toBe(403);
    expect((await cms.call('POST', '/faqs/999999/localizations', { as: 'editor', body: { locale: 'en', question: 'Nobody' } })).status).toBe(404);
  });

  it('links entries named in localizations on create, and a deleted translation leaves the others', async () => {
    const en = await createFaq('Where are you?', 'en');
    const vi = await cms.call('POST', '/faqs', {
      as: 'editor',
      body: { data: { question: 'Các bạn ở đâu?', answer: 'Hà Nội', group: 'GENERAL', localizations: [en] } },
    });
    expect(vi.status, JSON.stringify(vi.body)).toBe(200);
    const fromEn = await cms.call('GET', `/faqs/${en}?populate=*`);
    expect(fromEn.body.data.attributes.localizations.data.map((e: { id: number }) => e.id)).toEqual([vi.body.data.id]);
    await cms.call('DELETE', `/faqs/${vi.body.data.id}`, { as: 'editor' });
    expect((await cms.call('GET', `/faqs/${en}?populate=localizations`)).body.data.attributes.localizations).toEqual({ data: [] });
  });

  it('answers localizations only when populated, and filters by them', async () => {
    const vi = await createFaq('Lọc theo bản dịch');
    await cms.call('POST', `/faqs/${vi}/localizations`, {
      as: 'editor',
      body: { locale: 'en', question: 'Filter by translation', publishedAt: new Date().toISOString(), answer: 'A', group: 'GENERAL' },
    });
    expect((await cms.call('GET', `/faqs/${vi}`)).body.data.attributes).not.toHaveProperty('localizations');
    const found = await cms.call('GET', '/faqs?filters[localizations][question][$eq]=Filter by translation');
    expect(found.body.data.map((e: { id: number }) => e.id)).toEqual([vi]);
  });

  it('a single type in a new locale is a translation of its one document', async () => {
    await cms.call('PUT', '/blog', { as: 'editor', body: { data: { title: 'Blog' } } });
    const created = await cms.call('POST', '/blog/localizations', { as: 'editor', body: { locale: 'en', title: 'Blog (en)' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.localizations).toEqual([expect.objectContaining({ locale: 'vi' })]);
    const vi = await cms.call('GET', '/blog?populate=localizations&publicationState=preview', { as: 'editor' });
    expect(vi.body.data.attributes.localizations.data).toEqual([{ id: created.body.id, attributes: expect.objectContaining({ locale: 'en' }) }]);
  });
});
