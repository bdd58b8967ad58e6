import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicProfileDto } from '@market/contract';
import { UserCheck, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';
import { loginPath } from '../auth/next-path';
import { useSession } from '../auth/session';
import { profileKey, profilesApi } from './api';

/**
 * Follow / unfollow with the count changed at once (optimistic); the server's answer then sets the
 * real count, and a failure puts the old one back. Visitors are sent to the login page first.
 */
export function FollowButton({ profile }: { profile: PublicProfileDto }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const key = profileKey(profile.username);
  const following = profile.isFollowing === true;

  const toggle = useMutation({
    mutationFn: (follow: boolean) => (follow ? profilesApi.follow(profile.id) : profilesApi.unfollow(profile.id)),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PublicProfileDto>(key);
      if (before)
        queryClient.setQueryData<PublicProfileDto>(key, {
          ...before,
          isFollowing: follow,
          followerCount: Math.max(0, before.followerCount + (follow ? 1 : -1)),
        });
      return { before };
    },
    onSuccess: (status) => {
      const current = queryClient.getQueryData<PublicProfileDto>(key);
      if (current) queryClient.setQueryData<PublicProfileDto>(key, { ...current, ...status });
    },
    onError: (_error, _follow, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(m.profiles.followFailed);
    },
  });

  if (user?.id === profile.id || profile.role !== 'HOST') return null;
  if (!user) {
    return (
      <Button leadingIcon={<UserPlus />} onClick={() => void navigate(loginPath(location.pathname))}>
        {m.profiles.follow}
      </Button>
    );
  }
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      leadingIcon={following ? <UserCheck /> : <UserPlus />}
      aria-pressed={following}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!following)}
      title={following ? m.profiles.unfollow : undefined}
    >
      {following ? m.profiles.following : m.profiles.follow}
    </Button>
  );
}
