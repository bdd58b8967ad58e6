import { useMutation, useQuery } from '@tanstack/react-query';
import { m } from '../../lib/messages';
import { queryKeysFactory } from '../../lib/query-keys';
import { showApiError } from '../../lib/show-api-error';
import { authApi } from './api';
import { googleSignInUrl } from './google-sign-in';
import { rememberZaloNext } from './zalo-sign-in';

const socialKeys = queryKeysFactory('auth', 'social-providers');

/** Google's "G", in its colours (the mark its sign-in buttons carry). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.9 6.1C12.4 13.7 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** Zalo's mark: its blue tile and name (the brand's colour), drawn small beside the button's text. */
function ZaloMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
      <rect width="48" height="48" rx="11" fill="#0068FF" />
      <text x="24" y="29.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="14" fontWeight="700" fill="#fff">
        Zalo
      </text>
    </svg>
  );
}

const buttonClass =
  'inline-flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-line-strong bg-surface px-4 text-[15px] font-medium text-ink hover:bg-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-70';

/**
 * The social sign-ins the server verifies for real (it names them with their public client ids); none
 * while they are only simulated, so nothing shows then. Google answers the browser directly; Zalo's
 * code goes through the server, which starts the attempt (its state and PKCE verifier stay there).
 */
export function SocialSignIn({ next }: { next: string }) {
  const providers = useQuery({ queryKey: socialKeys.all, queryFn: ({ signal }) => authApi.socialProviders(signal), staleTime: 60 * 60_000 });
  const google = providers.data?.providers.find((p) => p.provider === 'GOOGLE');
  const zalo = providers.data?.providers.find((p) => p.provider === 'ZALO');
  const toZalo = useMutation({
    mutationFn: authApi.zaloAuthorize,
    onSuccess: ({ url }) => {
      rememberZaloNext(next);
      window.location.assign(url);
    },
    onError: showApiError,
  });
  if (!google && !zalo) return null;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {m.auth.orWith}
      </p>
      {google && (
        <button type="button" onClick={() => window.location.assign(googleSignInUrl(google.clientId, window.location.origin, next))} className={buttonClass}>
          <GoogleMark />
          {m.auth.withGoogle}
        </button>
      )}
      {zalo && (
        <button type="button" disabled={toZalo.isPending} aria-busy={toZalo.isPending} onClick={() => toZalo.mutate()} className={buttonClass}>
          <ZaloMark />
          {toZalo.isPending ? m.auth.openingZalo : m.auth.withZalo}
        </button>
      )}
    </div>
  );
}
