import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../../server/src/platform/storage/storage.js';
import type { CmsAppOptions } from '../src/app.js';
import type { CmsMailer } from '../src/users-permissions/auth.service.js';
import type { CmsAuthProvider } from '../src/users-permissions/providers.js';
import type { TestCms } from './support.js';

export const DEMO_EDITOR = { email: 'admin@demo.vn', password: 'Admin@123456' };

/** Mail kept for the test to read links from. */
export function capturingMailer() {
  const sent: { to: string; subject: string; text: string }[] = [];
  const mailer: CmsMailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { mailer, sent, lastLink: (to: string) => /https?:\/\/\S+/.exec([...sent].reverse().find((m) => m.to === to)?.text ?? '')?.[0] ?? null };
}

/** A social provider that vouches for `good-<name>` tokens only: the provider is the one thing mocked. */
export const mockProvider: CmsAuthProvider = {
  authorizeUrl: ({ state }) => `https://provider.example/authorize?state=${state}`,
  async profile(query) {
    const match = /^good-(\w+)$/.exec(query.access_token ?? '');
    if (!match) throw new Error('the provider refused the token');
    return { email: `${match[1]}@social.example`, username: match[1]! };
  },
};

export function testAppOptions(options: {
  emailConfirmation?: boolean;
  mailer: CmsMailer;
  authPerMinute?: number;
}): Pick<CmsAppOptions, 'usersPermissions' | 'upload'> {
  return {
    usersPermissions: {
      jwtSecret: 'test-only-cms-users-secret-0123456789-abcdef',
      mailer: options.mailer,
      providers: new Map([['github', mockProvider]]),
      settings: {
        emailConfirmation: options.emailConfirmation ?? false,
        resetPasswordUrl: 'http://web.example/reset-password',
        emailConfirmationRedirect: 'http://web.example/confirmed',
        apiUrl: 'http://cms.example/api',
      },
      demoEditor: DEMO_EDITOR,
      authPerMinute: options.authPerMinute ?? 1000,
    },
    upload: {
      storage: createLocalStorage({ publicUrl: '', secret: 'unused-in-tests-0123456789', directory: mkdtempSync(path.join(tmpdir(), 'cms-uploads-')) }),
      maxFileBytes: 1024 * 1024,
    },
  };
}

export async function signIn(cms: TestCms, identifier: string, password: string): Promise<string> {
  const answer = await cms.call('POST', '/auth/local', { body: { identifier, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${identifier}: ${JSON.stringify(answer.body)}`);
  return answer.body.jwt as string;
}

export async function register(cms: TestCms, username: string, password = 'Secret@123'): Promise<{ jwt: string; id: number }> {
  const answer = await cms.call('POST', '/auth/local/register', { body: { username, email: `${username}@example.com`, password } });
  if (answer.status !== 200) throw new Error(`register ${username}: ${JSON.stringify(answer.body)}`);
  return { jwt: answer.body.jwt, id: answer.body.user.id };
}

/** The keys of an account in every answer: nothing secret among them. */
export const USER_KEYS = ['blocked', 'confirmed', 'createdAt', 'email', 'id', 'provider', 'updatedAt', 'username'];
