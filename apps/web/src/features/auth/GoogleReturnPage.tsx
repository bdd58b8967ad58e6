import { m } from '../../lib/messages';
import { authApi } from './api';
import { readGoogleAnswer } from './google-sign-in';
import { SocialReturn } from './SocialReturn';

/** `/auth/social/google`: Google sends the browser back here; its ID token signs the person in. */
export function GoogleReturnPage() {
  return (
    <SocialReturn
      // The fragment and the tab's state are used up by the first read.
      readAnswer={() => readGoogleAnswer(window.location.hash)}
      logIn={(answer) => authApi.loginSocial({ provider: 'GOOGLE', token: answer.token })}
      failedTitle={m.auth.socialFailed}
    />
  );
}
