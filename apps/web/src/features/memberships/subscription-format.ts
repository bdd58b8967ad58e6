import { formatLocalDate, localDateOf } from '../../lib/vietnam-time';

/** Where the MEMBERSHIP_PRICE buyer link and the subscription notices lead. */
export const MY_SUBSCRIPTION_PATH = '/me/subscription';

/** An instant's day in Vietnam, dd/mm/yyyy (periods start and end at an instant; members read the day). */
export const day = (iso: string) => formatLocalDate(localDateOf(iso));
