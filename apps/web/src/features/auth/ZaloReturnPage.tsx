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
import { useSignIn } from './session';
import { readZaloAnswer } from './zalo-sign-in';

/** `/auth/social/zalo`: Zalo sends the browser back here; the server checks its code and state and signs the person in. */
export function ZaloReturnPage() {
  usePageTitle(m.auth.loginTitle);
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Read once: the tab's note of where to go is used up by the first read.
  const [answer] = useState(() => readZaloAnswer(window.location.search));
  const login = useMutation({
    mutationFn: authApi.loginZalo,
    onSuccess: (result) => {
      signIn(result.user);
      toast.success(m.auth.welcome(result.user.fullName));
      navigate(answer?.next ?? '/', { replace: true });
    },
  });
  const { mutate } = login;
  useEffect(() => {
    if (answer) mutate({ code: answer.code, state: answer.state });
  }, [answer, mutate]);

  if (answer && !login.isError) return <LoadingState className="min-h-[40vh]" label={m.auth.signingIn} />;
  return (
    <AuthCard title={m.auth.loginTitle}>
      <Callout
        tone="warning"
        title={login.error instanceof ApiError ? login.error.message : m.auth.zaloFailed}
        action={
          <Link to="/auth/login" className="text-sm font-medium text-brand-700 hover:underline">
            {m.auth.backToLogin}
          </Link>
        }
      />
    </AuthCard>
  );
}
