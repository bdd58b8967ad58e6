import type { UserDto } from '@market/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Callout } from '../../components/ui/Callout';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-error';
import { m } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from './AuthCard';
import { useSignIn } from './session';

interface SocialReturnProps<A extends { next: string }> {
  /** Reads the provider's answer from the address; called once, as the first read uses it up. */
  readAnswer: () => A | null;
  /** Hands the answer to the server, which signs the person in. */
  logIn: (answer: A) => Promise<{ user: UserDto }>;
  /** The warning when there is no answer or the server gives no reason of its own. */
  failedTitle: string;
}

/**
 * Where a sign-in provider sends the browser back: a spinner while the server checks the answer, then the
 * page the person came from (with a welcome), or a warning with the way back to the login page.
 *
 * Why: the Google and Zalo returns differ only in how they read the answer and which call takes it.
 */
export function SocialReturn<A extends { next: string }>({ readAnswer, logIn, failedTitle }: SocialReturnProps<A>) {
  usePageTitle(m.auth.loginTitle);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [answer] = useState(readAnswer);
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (result) => {
      signIn(result.user);
      toast.success(m.auth.welcome(result.user.fullName));
      navigate(answer?.next ?? '/', { replace: true });
    },
  });
  const { mutate } = login;
  useEffect(() => {
    if (answer) mutate(answer);
  }, [answer, mutate]);

  if (answer && !login.isError) return <LoadingState className="min-h-[40vh]" label={m.auth.signingIn} />;
  return (
    <AuthCard title={m.auth.loginTitle}>
      <Callout
        tone="warning"
        title={login.error instanceof ApiError ? login.error.message : failedTitle}
        action={
          <Link to="/auth/login" className="text-sm font-medium text-brand-700 hover:underline">
            {m.auth.backToLogin}
          </Link>
        }
      />
    </AuthCard>
  );
}
