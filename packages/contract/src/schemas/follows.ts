import { z } from 'zod';
import { paged } from './common.js';
import { UserSummaryDto } from './profiles.js';

export const FollowBody = z.object({ hostId: z.uuid() });
export type FollowBody = z.infer<typeof FollowBody>;

export const FollowStatusDto = z.object({ isFollowing: z.boolean(), followerCount: z.number().int() });
export type FollowStatusDto = z.infer<typeof FollowStatusDto>;

export const FollowingDto = UserSummaryDto.extend({ followedAt: z.string() });
export type FollowingDto = z.infer<typeof FollowingDto>;
export const FollowingPage = paged(FollowingDto);
