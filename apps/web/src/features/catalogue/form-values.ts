import { slugify } from '@market/contract';

/** Turning a catalogue form's texts into a body: what a blank box means differs between create and edit. */

/** Blank → left out (create: the server's default applies). */
export const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);
/** Blank → null (edit: the value is cleared). */
export const orNull = (value: string) => (value.trim() === '' ? null : value);
/** A number box: blank → left out; anything else is checked by the contract. */
export const toPosition = (value: string) => (value.trim() === '' ? undefined : Number(value));
/** Edit: a cleared slug is made again from the name, as the hint under the box says. */
export const slugOrFromName = (slug: string, name: string) => orUndefined(slug) ?? (slugify(name) || undefined);
