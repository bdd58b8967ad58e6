import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSnsUrl, precheckSnsMessage, readSesNotice, snsStringToSign, verifySnsSignature } from './sns-message.js';
import { signSns, snsMessage } from './sns.testing.js';

const CERT = 'https://sns.ap-southeast-1.amazonaws.com/SimpleNotificationService-9c6465fa7f48f5cacd23014631ec1136.pem';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('the string SNS signs', () => {
  it('is Message, MessageId, Subject, Timestamp, TopicArn, Type for a notification, each as "Key\\nValue\\n"', () => {
    const message = {
      Type: 'Notification',
      MessageId: 'm-1',
      TopicArn: 'arn:t',
      Subject: 'Chủ đề',
      Message: 'xin chào\nthế giới',
      Timestamp: '2026-11-29T07:00:00.000Z',
    } as const;
    expect(snsStringToSign(message)).toBe(
      'Message\nxin chào\nthế giới\nMessageId\nm-1\nSubject\nChủ đề\nTimestamp\n2026-11-29T07:00:00.000Z\nTopicArn\narn:t\nType\nNotification\n',
    );
  });

  it('leaves out a notification’s Subject when it was published without one', () => {
    const message = { Type: 'Notification', MessageId: 'm-1', TopicArn: 'arn:t', Message: 'x', Timestamp: 't' } as const;
    expect(snsStringToSign(message)).toBe('Message\nx\nMessageId\nm-1\nTimestamp\nt\nTopicArn\narn:t\nType\nNotification\n');
  });

  it.each(['SubscriptionConfirmation', 'UnsubscribeConfirmation'] as const)(
    'is Message, MessageId, SubscribeURL, Timestamp, Token, TopicArn, Type for a %s',
    (Type) => {
      const message = { Type, MessageId: 'm-2', TopicArn: 'arn:t', Message: 'x', Timestamp: 't', Token: 'tok', SubscribeURL: 'https://u', Subject: 'bỏ qua' };
      expect(snsStringToSign(message)).toBe(`Message\nx\nMessageId\nm-2\nSubscribeURL\nhttps://u\nTimestamp\nt\nToken\ntok\nTopicArn\narn:t\nType\n${Type}\n`);
      expect(snsStringToSign({ ...message, Token: undefined })).toBeNull();
    },
  );
});

describe('an SNS signature', () => {
  it.each(['1', '2'] as const)('of version %s holds for the message signed and no other', (version) => {
    const signed = signSns(snsMessage('Notification'), privateKey, CERT, version);
    expect(verifySnsSignature(signed, publicKey)).toEqual({ ok: true });
    expect(verifySnsSignature({ ...signed, Message: '{"notificationType":"Bounce"}' }, publicKey)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(verifySnsSignature(signed, other)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('of one version does not pass as the other', () => {
    const signed = signSns(snsMessage('Notification'), privateKey, CERT, '1');
    expect(verifySnsSignature({ ...signed, SignatureVersion: '2' }, publicKey)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('is required before anything else, with a known version and a certificate of SNS', () => {
    const message = snsMessage('Notification');
    expect(precheckSnsMessage(message)).toEqual({ ok: false, reason: 'UNSIGNED' });
    expect(precheckSnsMessage({ ...signSns(message, privateKey, CERT), SignatureVersion: '3' })).toEqual({ ok: false, reason: 'UNKNOWN_SIGNATURE_VERSION' });
    expect(precheckSnsMessage(signSns(message, privateKey, 'https://evil.example.com/cert.pem'))).toEqual({ ok: false, reason: 'CERTIFICATE_URL_NOT_ALLOWED' });
    expect(precheckSnsMessage(signSns(message, privateKey, CERT))).toMatchObject({ ok: true });
  });
});

describe('SNS’s own URLs', () => {
  it.each([
    'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-abc.pem',
    'https://sns.ap-southeast-1.amazonaws.com/?Action=ConfirmSubscription&Token=x',
    'https://sns.us-gov-west-1.amazonaws.com/x.pem',
    'https://sns.cn-north-1.amazonaws.com.cn/x.pem',
  ])('include %s', (url) => {
    expect(isSnsUrl(new URL(url))).toBe(true);
  });

  it.each([
    'http://sns.us-east-1.amazonaws.com/x.pem',
    'https://sns.us-east-1.amazonaws.com:8443/x.pem',
    'https://user:pass@sns.us-east-1.amazonaws.com/x.pem',
    'https://sns.us-east-1.amazonaws.com.evil.example/x.pem',
    'https://evil.example/sns.us-east-1.amazonaws.com/x.pem',
    'https://s3.us-east-1.amazonaws.com/x.pem',
    'https://sns.amazonaws.com/x.pem',
    'https://xsns.us-east-1.amazonaws.com/x.pem',
    'https://127.0.0.1/x.pem',
  ])('exclude %s', (url) => {
    expect(isSnsUrl(new URL(url))).toBe(false);
  });
});

describe('an SES notice delivered through SNS', () => {
  it('names a hard bounce’s addresses as undeliverable, a soft one’s not', () => {
    const bounce = (bounceType: string) =>
      JSON.stringify({ notificationType: 'Bounce', bounce: { bounceType, bouncedRecipients: [{ emailAddress: 'khong-ton-tai@vidu.vn' }] } });
    expect(readSesNotice(bounce('Permanent'))).toEqual({ notificationType: 'Bounce', undeliverable: true, recipients: ['khong-ton-tai@vidu.vn'] });
    expect(readSesNotice(bounce('Transient'))).toMatchObject({ undeliverable: false });
  });

  it('names a complaint’s addresses as undeliverable', () => {
    const complaint = JSON.stringify({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'phan-nan@vidu.vn' }] } });
    expect(readSesNotice(complaint)).toEqual({ notificationType: 'Complaint', undeliverable: true, recipients: ['phan-nan@vidu.vn'] });
  });

  it('is nothing for other messages', () => {
    expect(readSesNotice('xin chào')).toBeNull();
    expect(readSesNotice('{"hello":1}')).toBeNull();
  });
});
