import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { m } from '../../lib/messages';
import { authApi } from './api';
import { signOutLocally } from './session';

/** Ends the session on the server (cookies cleared), forgets it here and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.logout,
    onSettled: async () => {
      // Leave the page first: a protected page would otherwise send the person to the login page.
      await navigate('/', { replace: true });
      signOutLocally(queryClient);
      toast.info(m.nav.loggedOut);
    },
  });
}
