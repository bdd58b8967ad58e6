import { AcademyPartBody, type AcademyPartDto } from '@market/contract';
import { formErrorMap } from '../../lib/form';
import { itemTarget } from './academy-api';
import { m } from '../../lib/messages';

/** The most items a part holds (the contract's limit). */
export const MAX_ITEMS = 100;

let nextKey = 0;

/** An item as the form holds it: every field a text, and a key that survives reordering. */
export interface ItemDraft {
  key: string;
  title: string;
  description: string;
  link: string;
  image: string;
}

export interface PartDraft {
  title: string;
  description: string;
  position: string;
  items: ItemDraft[];
}

/** Field errors by name: `title`, `position`, `items`, `items.2.link`… */
export type DraftErrors = Record<string, string>;

export function newItem(from?: Partial<Omit<ItemDraft, 'key'>>): ItemDraft {
  nextKey += 1;
  return { key: `item-${nextKey}`, title: '', description: '', link: '', image: '', ...from };
}

export function draftOf(part: AcademyPartDto | null, position: number): PartDraft {
  return {
    title: part?.title ?? '',
    description: part?.description ?? '',
    position: String(part?.position ?? position),
    items: (part?.items ?? []).map((item) =>
      newItem({ title: item.title, description: item.description ?? '', link: item.link ?? '', image: item.image ?? '' }),
    ),
  };
}

const orNull = (text: string) => text.trim() || null;

/** The body the server takes; blank optional texts are sent as null (a save replaces the whole part). */
export function bodyOf(draft: PartDraft, id: string | null): AcademyPartBody {
  return {
    ...(id ? { id } : {}),
    title: draft.title.trim(),
    description: orNull(draft.description),
    position: draft.position.trim() === '' ? Number.NaN : Number(draft.position),
    items: draft.items.map((item) => ({
      title: item.title.trim(),
      description: orNull(item.description),
      link: orNull(item.link),
      image: orNull(item.image),
    })),
  };
}

/**
 * Checks a body against the contract's own schema (lengths, position 0–10 000, at most 100 items),
 * then that links and pictures are addresses the public page will actually use.
 */
export function validate(body: AcademyPartBody): DraftErrors {
  const errors: DraftErrors = {};
  const result = AcademyPartBody.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      if (name === 'items' && issue.code === 'too_big') errors.items = m.academy.editor.tooManyItems(MAX_ITEMS);
      else if (name === 'position') errors.position = m.academy.editor.positionRange;
      else errors[name] ??= formErrorMap(issue as Parameters<typeof formErrorMap>[0]);
    }
  }
  (body.items ?? []).forEach((item, index) => {
    if (item.link && !itemTarget(item.link)) errors[`items.${index}.link`] ??= m.academy.editor.badLink;
    if (item.image && !itemTarget(item.image)) errors[`items.${index}.image`] ??= m.academy.editor.badImage;
  });
  return errors;
}

/** `list` with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  if (entry !== undefined) copy.splice(to, 0, entry);
  return copy;
}
