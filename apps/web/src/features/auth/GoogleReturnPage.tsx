import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Callout } from '../../components/ui/Callout';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-error';
import { m } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { authApi } from './api';
import { AuthCard } from './AuthCard';
import { readGoogleAnswer } from './google-sign-in';
import { useSignIn } from './session';

/** `/auth/social/google`: Google sends the browser back here; its ID token signs the person in. */
export function GoogleReturnPage() {
  usePageTitle(m.auth.loginTitle);
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Read once: the fragment and the tab's state are used up by the first read.
  const [answer] = useState(() => readGoogleAnswer(window.location.hash));
  const login = useMutation({
    mutationFn: authApi.loginSocial,
    onSuccess: (result) => {
      signIn(result.user);
      toast.success(m.auth.welcome(result.user.fullName));
      navigate(answer?.next ?? '/', { replace: true });
    },
  });
  const { mutate } = login;
  useEffect(() => {
    if (answer) mutate({ provider: 'GOOGLE', token: answer.token });
  }, [answer, mutate]);

  if (answer && !login.isError) return <LoadingState className="min-h-[40vh]" label={m.auth.signingIn} />;
  return (
    <AuthCard title={m.auth.loginTitle}>
      <Callout
        tone="warning"
        title={login.error instanceof ApiError ? login.error.message : m.auth.socialFailed}
        action={
          <Link to="/auth/login" className="text-sm font-medium text-brand-700 hover:underline">
            {m.auth.backToLogin}
          </Link>
        }
      />
    </AuthCard>
  );
}
