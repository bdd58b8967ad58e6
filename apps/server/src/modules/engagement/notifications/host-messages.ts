import type { HostNotificationMode, NotificationType } from '@market/contract';

/**
 * What a host is told as a host (about their profile, content, bookings and audience), and which of it
 * matters: IMPORTANT when the host has something to do or loses something if they miss it (a booking
 * to answer, a cancelled booking, content refused, the host profile decided); ROUTINE when it is news
 * they can read in the studio (content approved, a new follower). Every other type is told to people
 * as buyers and learners, whatever their host mode.
 */
const HOST_MESSAGES: Partial<Record<NotificationType, 'IMPORTANT' | 'ROUTINE'>> = {
  HOST_PROFILE_APPROVED: 'IMPORTANT',
  HOST_PROFILE_REJECTED: 'IMPORTANT',
  CALENDAR_BOOKING_NEW: 'IMPORTANT',
  CALENDAR_BOOKING_USER_CANCELED: 'IMPORTANT',
  CALENDAR_BOOKING_REMIND_REPLY: 'IMPORTANT',
  EVENT_REJECTED: 'IMPORTANT',
  ONLINE_COURSE_REJECTED: 'IMPORTANT',
  BLOG_REJECTED: 'IMPORTANT',
  PROJECT_REJECTED: 'IMPORTANT',
  NEWS_REJECTED: 'IMPORTANT',
  COMBO_REJECTED: 'IMPORTANT',
  EBOOK_REJECTED: 'IMPORTANT',
  EVENT_APPROVED: 'ROUTINE',
  ONLINE_COURSE_APPROVED: 'ROUTINE',
  BLOG_APPROVED: 'ROUTINE',
  PROJECT_APPROVED: 'ROUTINE',
  NEWS_APPROVED: 'ROUTINE',
  COMBO_APPROVED: 'ROUTINE',
  EBOOK_APPROVED: 'ROUTINE',
  NEW_FOLLOWER: 'ROUTINE',
  VOUCHER_EXPIRING: 'ROUTINE',
};

export const isHostMessage = (type: NotificationType) => type in HOST_MESSAGES;

/**
 * Whether a message goes out by e-mail, SMS, ZNS and push under the host's mode: ALL sends every host
 * message, IMPORTANT only the important ones, NONE none. The bell in the app gets every one all the
 * same: the mode quiets the host's phone and inbox, it does not hide what happened.
 */
export function goesOut(type: NotificationType, mode: HostNotificationMode): boolean {
  const weight = HOST_MESSAGES[type];
  if (!weight || mode === 'ALL') return true;
  return mode === 'IMPORTANT' && weight === 'IMPORTANT';
}
