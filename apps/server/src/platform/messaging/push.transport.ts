import { SignJWT, importPKCS8 } from 'jose';
import type { OutboundMessage, Transport } from './messaging.js';

interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

/**
 * Mobile push over FCM HTTP v1 (providers.md 6.4), with the service account's OAuth token minted
 * here rather than through firebase-admin (whose current major needs Node 22).
 */
export function createFcmTransport(credentialsJson: string, doFetch: typeof fetch = fetch): Transport {
  const account = JSON.parse(credentialsJson) as ServiceAccount;
  let cached: { token: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: 'https://www.googleapis.com/auth/firebase.messaging' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(account.client_email)
      .setAudience('https://oauth2.googleapis.com/token')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await doFetch('https://oauth2.googleapis.com/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error(`FCM OAuth failed with status ${response.status}`);
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return cached.token;
  }

  return {
    name: 'fcm',
    async send(message: OutboundMessage) {
      const response = await doFetch(`https://fcm.googleapis.com/v1/projects/${account.project_id}/messages:send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
        body: JSON.stringify({
          message: { token: message.to, notification: { title: message.subject ?? '', body: message.text }, data: message.data ?? {} },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { name?: string; error?: { status?: string; message?: string } };
      if (!response.ok) throw new Error(`FCM ${body.error?.status ?? response.status}: ${body.error?.message ?? ''}`);
      return { providerMessageId: body.name };
    },
  };
}
