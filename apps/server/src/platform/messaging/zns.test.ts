import { describe, expect, it } from 'vitest';
import { ZnsError, znsOutcome, znsPhone } from './zns.js';
import { ZnsTemplatesJson, znsTemplateData } from './zns-templates.js';

describe('Zalo ZNS answers', () => {
  it('takes error 0 as sent, with its message id', () => {
    expect(znsOutcome({ error: 0, message: 'Success', data: { msg_id: 'a1b2' } }, 200)).toEqual({ msgId: 'a1b2' });
  });

  it('names the refusal by its code', () => {
    const noZalo = (() => {
      try {
        znsOutcome({ error: -118, message: 'Zalo account not existed' }, 200);
      } catch (error) {
        return error as ZnsError;
      }
    })();
    expect(noZalo).toBeInstanceOf(ZnsError);
    expect(noZalo).toMatchObject({ code: -118, message: 'ZNS -118: số điện thoại chưa có tài khoản Zalo' });
    expect(new ZnsError(-131, 'Something new').message).toBe('ZNS -131: Something new');
  });

  it('writes phones as 84xxxxxxxxx', () => {
    expect(znsPhone('0912345678')).toBe('84912345678');
  });
});

describe('the ZNS template table', () => {
  const table = ZnsTemplatesJson.parse(
    JSON.stringify({ EVENT_REMINDER: { templateId: '41', params: { ten: 'name', su_kien: 'title', lien_ket: 'link', gio: 'time', ma: 'data.code' } } }),
  );

  it('fills a template’s parameters from the notification', () => {
    const content = {
      title: 'Hội thảo AI',
      body: 'Bắt đầu sau 1 giờ',
      url: 'https://vidu.vn/events/ai',
      name: 'Lan',
      at: new Date('2026-03-02T02:05:00Z'),
      data: { code: 7 },
    };
    expect(znsTemplateData(table, 'EVENT_REMINDER', content)).toEqual({
      template_id: '41',
      ten: 'Lan',
      su_kien: 'Hội thảo AI',
      lien_ket: 'https://vidu.vn/events/ai',
      gio: '02/03/2026 09:05',
      ma: '7',
    });
    expect(znsTemplateData(table, 'NEW_FOLLOWER', content)).toBeNull();
  });

  it('refuses a table naming an unknown type or source', () => {
    expect(ZnsTemplatesJson.safeParse('{"NOT_A_TYPE":{"templateId":"1","params":{}}}').success).toBe(false);
    expect(ZnsTemplatesJson.safeParse('{"NEW_FOLLOWER":{"templateId":"1","params":{"x":"password"}}}').success).toBe(false);
    expect(ZnsTemplatesJson.safeParse('not json').success).toBe(false);
  });
});
