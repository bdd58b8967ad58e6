/**
 * Social sign-in, Strapi's way: `/connect/{provider}` sends the browser to the provider, which comes
 * back to the web with an access token; the web then calls `/auth/{provider}/callback?access_token=…`
 * and the provider is asked who the token names. Each provider is this interface; tests give their own.
 */
export interface SocialProfile {
  email: string;
  username: string;
}

export interface CmsAuthProvider {
  /** Where `/connect/{provider}` redirects the browser. */
  authorizeUrl(input: { state: string }): string;
  /** Who the callback's query (its `access_token`) names; throws when the provider does not vouch for it. */
  profile(query: Record<string, string | undefined>): Promise<SocialProfile>;
}

export interface OAuthProviderOptions {
  authorizeEndpoint: string;
  userInfoEndpoint: string;
  clientId: string;
  scope: string;
  /** Where the provider sends the browser back with its token (the web's page that calls the callback). */
  redirectUri: string;
  toProfile(info: Record<string, unknown>): SocialProfile | null;
  fetch?: typeof fetch;
}

/** An OAuth 2 provider whose access token reads the person's profile from a user-info endpoint. */
export function oauthProvider(options: OAuthProviderOptions): CmsAuthProvider {
  const fetcher = options.fetch ?? fetch;
  return {
    authorizeUrl({ state }) {
      const url = new URL(options.authorizeEndpoint);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        response_type: 'token',
        scope: options.scope,
        state,
      }).toString();
      return url.toString();
    },
    async profile(query) {
      const token = query.access_token;
      if (!token) throw new Error('no access_token');
      const response = await fetcher(options.userInfoEndpoint, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      if (!response.ok) throw new Error(`user info ${response.status}`);
      const profile = options.toProfile((await response.json()) as Record<string, unknown>);
      if (!profile) throw new Error('no e-mail in the profile');
      return profile;
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The providers configured by environment (`CMS_GOOGLE_CLIENT_ID`, `CMS_GITHUB_CLIENT_ID`, with `CMS_SOCIAL_REDIRECT_URL`). */
export function providersFromEnv(env: Record<string, string | undefined>): Map<string, CmsAuthProvider> {
  const providers = new Map<string, CmsAuthProvider>();
  const redirect = env.CMS_SOCIAL_REDIRECT_URL ?? 'http://localhost:5173/auth/cms';
  if (env.CMS_GOOGLE_CLIENT_ID) {
    providers.set(
      'google',
      oauthProvider({
        authorizeEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        userInfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
        clientId: env.CMS_GOOGLE_CLIENT_ID,
        scope: 'openid email profile',
        redirectUri: `${redirect}/google`,
        toProfile: (info) => {
          const email = info.email_verified === true ? text(info.email) : null;
          return email ? { email, username: email.split('@')[0]! } : null;
        },
      }),
    );
  }
  if (env.CMS_GITHUB_CLIENT_ID) {
    providers.set(
      'github',
      oauthProvider({
        authorizeEndpoint: 'https://github.com/login/oauth/authorize',
        userInfoEndpoint: 'https://api.github.com/user',
        clientId: env.CMS_GITHUB_CLIENT_ID,
        scope: 'user:email',
        redirectUri: `${redirect}/github`,
        toProfile: (info) => {
          const email = text(info.email);
          return email ? { email, username: text(info.login) ?? email.split('@')[0]! } : null;
        },
      }),
    );
  }
  return providers;
}
