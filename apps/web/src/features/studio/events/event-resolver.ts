import { CreateEventBody, EventDraftBody } from '@market/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, fieldErrorText, formErrorMap } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { sentRowIndexes, toCreateBody, toDraftBody, type EventFormValues } from './event-form';

/** Saving a draft checks the draft rules (a title); sending for review checks the whole event. */
export type SaveIntent = 'draft' | 'submit';
type List = 'sessions' | 'ticketTiers';
const t = cm.studioEvents;

function isBlankInput(input: unknown): boolean {
  return input === undefined || input === null || input === '' || Number.isNaN(input);
}

/** The first problem inside a list, with its row and box: "Hạng vé 2 · Số lượng vé: Vui lòng nhập thông tin này." */
function listProblem(schema: z.ZodType, values: EventFormValues, list: List): string | undefined {
  const parsed = schema.safeParse(toCreateBody(values), { error: formErrorMap, reportInput: true } as never);
  const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === list);
  if (!issue) return undefined;
  const [, index, key] = issue.path;
  if (typeof index !== 'number') return list === 'sessions' ? t.sessionsRequired : t.tiersRequired;
  const text = isBlankInput((issue as { input?: unknown }).input) ? m.validation.required : (fieldErrorText(issue.message) ?? m.validation.invalid);
  // The body leaves blank rows out: count rows as the person sees them.
  const row = (sentRowIndexes(values, list)[index] ?? index) + 1;
  const where = list === 'sessions' ? t.sessionN(row) : t.tierN(row);
  const box = t.fieldNames[String(key)];
  return box ? `${where} · ${box}: ${text}` : `${where}: ${text}`;
}

/**
 * The contract's resolver for the editor: the draft rules (the form's own) or the whole event (checked
 * before sending for review). List errors name their row.
 */
export function eventResolver(intent: SaveIntent): Resolver<EventFormValues, unknown, unknown> {
  const schema = intent === 'submit' ? CreateEventBody : EventDraftBody;
  const resolve = intent === 'submit' ? contractResolver(CreateEventBody, toCreateBody) : contractResolver(EventDraftBody, toDraftBody);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as Record<string, { type?: string; message?: string } | undefined>;
    for (const list of ['sessions', 'ticketTiers'] as const) {
      const error = errors[list];
      if (error) errors[list] = { ...error, message: listProblem(schema, values, list) ?? error.message };
    }
    // The body says coHostIds; the form keeps the chosen hosts as `coHosts`.
    if (errors.coHostIds) {
      errors.coHosts = errors.coHostIds;
      delete errors.coHostIds;
    }
    return result;
  };
}
