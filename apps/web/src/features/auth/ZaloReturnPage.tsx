import { m } from '../../lib/messages';
import { authApi } from './api';
import { SocialReturn } from './SocialReturn';
import { readZaloAnswer } from './zalo-sign-in';

/** `/auth/social/zalo`: Zalo sends the browser back here; the server checks its code and state and signs the person in. */
export function ZaloReturnPage() {
  return (
    <SocialReturn
      // The tab's note of where to go is used up by the first read.
      readAnswer={() => readZaloAnswer(window.location.search)}
      logIn={(answer) => authApi.loginZalo({ code: answer.code, state: answer.state })}
      failedTitle={m.auth.zaloFailed}
    />
  );
}
