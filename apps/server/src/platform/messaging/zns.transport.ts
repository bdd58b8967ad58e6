import type { OutboundMessage, Transport } from './messaging.js';

const ZNS_URL = 'https://business.openapi.zalo.me/message/template';

/** Zalo ZNS template messages (providers.md 6.1): phone as 84xxxxxxxxx, `error` 0 means success. */
export function createZnsTransport(options: { accessToken: string; defaultTemplateId?: string; fetch?: typeof fetch }): Transport {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'zalo-zns',
    async send(message: OutboundMessage) {
      const { template_id: templateId = options.defaultTemplateId, ...templateData } = message.data ?? {};
      if (!templateId) throw new Error('ZNS needs a template_id');
      const response = await doFetch(ZNS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: options.accessToken },
        body: JSON.stringify({
          phone: message.to.replace(/^0/, '84'),
          template_id: templateId,
          template_data: templateData,
          tracking_id: crypto.randomUUID(),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const result = (await response.json()) as { error?: number; message?: string; data?: { msg_id?: string } };
      if (result.error !== 0) throw new Error(`ZNS error ${result.error ?? response.status}: ${result.message ?? ''}`);
      return { providerMessageId: result.data?.msg_id };
    },
  };
}
