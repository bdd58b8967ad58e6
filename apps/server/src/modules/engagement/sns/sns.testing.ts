/** What the SNS tests share: a key and a self-signed certificate of their own, and messages signed with them as SNS signs. */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { SnsMessageBody } from '@market/contract';
import jsrsasign from 'jsrsasign';
import { snsStringToSign } from './sns-message.js';

export interface SnsSigner {
  privateKey: KeyObject;
  publicKey: KeyObject;
  certificatePem: string;
}

/** A fresh RSA key and a self-signed certificate for it, valid from 2020 to 2099. */
export function snsSigner(): SnsSigner {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = new jsrsasign.KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { int: Math.floor(Math.random() * 1e9) },
    issuer: { str: '/C=VN/O=Hoc Su Kien Test/CN=sns.test' },
    subject: { str: '/C=VN/O=Hoc Su Kien Test/CN=sns.test' },
    notbefore: '20200101000000Z',
    notafter: '20991231235959Z',
    sbjpubkey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sigalg: 'SHA256withRSA',
    cakey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  } as never);
  return { privateKey, publicKey, certificatePem: cert.getPEM() };
}

const TOPIC = 'arn:aws:sns:ap-southeast-1:123456789012:ses-thong-bao';
let counter = 0;

/** An unsigned message of `type` with every field SNS sends (a new MessageId each time). */
export function snsMessage(type: SnsMessageBody['Type'], fields: Partial<SnsMessageBody> = {}): SnsMessageBody {
  counter += 1;
  const base = {
    Type: type,
    MessageId: `0941b7b3-4797-44e5-8079-${String(counter).padStart(12, '0')}`,
    TopicArn: TOPIC,
    Timestamp: '2026-11-29T07:00:04.135Z',
  };
  if (type === 'Notification') return { ...base, Subject: 'Amazon SES', Message: '{"notificationType":"Delivery"}', ...fields };
  return {
    ...base,
    Token: `token-${counter}`,
    Message: `You have chosen to subscribe to the topic ${TOPIC}.\nTo confirm the subscription, visit the SubscribeURL included in this message.`,
    SubscribeURL: `https://sns.ap-southeast-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=token-${counter}`,
    ...fields,
  };
}

/** Signs as SNS does: version 1 SHA1withRSA, version 2 SHA256withRSA, over the canonical string. */
export function signSns(message: SnsMessageBody, privateKey: KeyObject, certificateUrl: string, version: '1' | '2' = '2'): SnsMessageBody {
  const text = snsStringToSign(message);
  if (text === null) throw new Error('message lacks a signed field');
  const signature = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256')
    .update(text, 'utf8')
    .sign(privateKey, 'base64');
  return { ...message, SignatureVersion: version, Signature: signature, SigningCertURL: certificateUrl };
}
