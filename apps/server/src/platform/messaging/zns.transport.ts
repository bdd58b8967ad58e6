import type { OutboundMessage, Transport } from './messaging.js';
import { znsOutcome, znsPhone, type ZnsResult } from './zns.js';

export const ZNS_URL = 'https://business.openapi.zalo.me/message/template';

/**
 * Zalo ZNS template messages (providers.md 6.1). ZNS sends only approved templates: the message's
 * `data.template_id` names one and the rest of `data` fills its parameters.
 */
export function createZnsTransport(options: { accessToken: string; url?: string; fetch?: typeof fetch }): Transport {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'zalo-zns',
    async send(message: OutboundMessage) {
      const { template_id: templateId, ...templateData } = message.data ?? {};
      if (!templateId) throw new Error('ZNS needs a template_id');
      const response = await doFetch(options.url ?? ZNS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: options.accessToken },
        body: JSON.stringify({ phone: znsPhone(message.to), template_id: templateId, template_data: templateData, tracking_id: crypto.randomUUID() }),
        signal: AbortSignal.timeout(10_000),
      });
      const { msgId } = znsOutcome((await response.json()) as ZnsResult, response.status);
      return { providerMessageId: msgId };
    },
  };
}
