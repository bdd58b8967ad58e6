import { ENCRYPTION_HEADER, decryptJson, encryptText } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Optional body encryption (spec 9). A client that sends `x-encrypted: 1` posts `{ data: <cipher> }`
 * and receives its JSON answer as one encrypted string. Clients that do not ask get plain JSON.
 */
export function installBodyEncryption(app: FastifyInstance, secret: string): void {
  const wantsEncryption = (headers: Record<string, unknown>) => headers[ENCRYPTION_HEADER] === '1' || headers[ENCRYPTION_HEADER] === 'true';

  app.addHook('preValidation', async (request) => {
    if (!wantsEncryption(request.headers) || request.body === undefined) return;
    const data = (request.body as { data?: unknown } | null)?.data;
    if (typeof data !== 'string') throw new AppError('INVALID_ENCRYPTED_BODY');
    try {
      request.body = await decryptJson(data, secret);
    } catch {
      throw new AppError('INVALID_ENCRYPTED_BODY');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!wantsEncryption(request.headers) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    return JSON.stringify(await encryptText(payload, secret));
  });
}
