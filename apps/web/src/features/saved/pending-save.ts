import { SavedItemType } from '@market/contract';

const STORAGE_KEY = 'market:pending-save';
/** A heart pressed longer ago than this is forgotten: a sign-in the next day saves nothing by surprise. */
const MAX_AGE_MS = 30 * 60_000;

export interface PendingSave {
  type: SavedItemType;
  id: string;
}

/**
 * The heart a visitor pressed, kept through the sign-in (in this tab's sessionStorage, so a full-page
 * round trip through Google keeps it too) and saved once they are signed in.
 */
export function rememberPendingSave(save: PendingSave, now = Date.now()): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...save, at: now }));
  } catch {
    // Storage refused (private mode, quota): the visitor presses the heart again after signing in.
  }
}

/** The pending heart, read once: it is removed as it is taken, so it is saved once. */
export function takePendingSave(now = Date.now()): PendingSave | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const value = JSON.parse(raw) as Partial<PendingSave & { at: number }>;
    const type = SavedItemType.safeParse(value.type);
    if (!type.success || typeof value.id !== 'string' || typeof value.at !== 'number' || now - value.at > MAX_AGE_MS) return null;
    return { type: type.data, id: value.id };
  } catch {
    return null;
  }
}
