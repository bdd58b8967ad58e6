import type { OutboundMessage, Transport } from './messaging.js';

export const ESMS_URL = 'https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/';

/** SMS through eSMS.vn (providers.md 6.2). CodeResult 100 means accepted, anything else is a refusal. */
export function createEsmsTransport(options: { apiKey: string; secretKey: string; brandname?: string; url?: string; fetch?: typeof fetch }): Transport {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'esms',
    async send(message: OutboundMessage) {
      const response = await doFetch(options.url ?? ESMS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ApiKey: options.apiKey,
          SecretKey: options.secretKey,
          Phone: message.to,
          Content: message.text,
          SmsType: options.brandname ? '2' : '8',
          ...(options.brandname ? { Brandname: options.brandname } : {}),
          IsUnicode: /[^\u0020-\u007E\n\r\t]/.test(message.text) ? '1' : '0',
          RequestId: crypto.randomUUID(),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const result = (await response.json()) as { CodeResult?: string; SMSID?: string; ErrorMessage?: string };
      if (result.CodeResult !== '100') throw new Error(`eSMS CodeResult ${result.CodeResult ?? response.status}: ${result.ErrorMessage ?? ''}`);
      return { providerMessageId: result.SMSID };
    },
  };
}
