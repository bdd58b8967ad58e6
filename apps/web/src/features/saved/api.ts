import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SavedItemsQuery, SavedItemType } from '@market/contract';
import { callApi } from '../../lib/api';
import * as calls from '../../lib/endpoints.generated';
import { queryKeysFactory } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { m } from '../../lib/messages';
import { takePendingSave } from './pending-save';

export const savedKeys = queryKeysFactory('saved');
/** Whether the signed-in person saved one thing (each heart reads its own key; the asking is batched). */
const stateKey = (userId: string, type: SavedItemType, id: string) => savedKeys.key('state', userId, type, id);

export const savedApi = {
  list: (query: Partial<SavedItemsQuery>, signal?: AbortSignal) => callApi(calls.savedItems.listMine, { query }, { signal }),
  lookup: (type: SavedItemType, ids: readonly string[]) => callApi(calls.savedItems.lookup, { query: { type, ids: ids.join(',') } }, { toast: false }),
  save: (type: SavedItemType, id: string) => callApi(calls.savedItems.save, { params: { type, id } }, { toast: false }),
  unsave: (type: SavedItemType, id: string) => callApi(calls.savedItems.unsave, { params: { type, id } }, { toast: false }),
};

/** The server answers at most this many ids at once (SAVED_LOOKUP_MAX). */
const LOOKUP_CHUNK = 100;
type Waiting = { resolve: (saved: boolean) => void; reject: (error: unknown) => void };

/**
 * The hearts of a page of cards ask together: every heart asking in the same turn of the event loop
 * is answered by one lookup per type (of up to 100 ids), so a page of cards costs one call, not one per card.
 */
function createLookupBatcher(lookup: typeof savedApi.lookup) {
  let waiting = new Map<SavedItemType, Map<string, Waiting[]>>();
  let scheduled = false;
  const flush = () => {
    const batch = waiting;
    waiting = new Map();
    scheduled = false;
    for (const [type, byId] of batch) {
      const ids = [...byId.keys()];
      for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
        const chunk = ids.slice(start, start + LOOKUP_CHUNK);
        lookup(type, chunk).then(
          (answer) => {
            const saved = new Set(answer.ids);
            for (const id of chunk) for (const w of byId.get(id) ?? []) w.resolve(saved.has(id));
          },
          (error: unknown) => {
            for (const id of chunk) for (const w of byId.get(id) ?? []) w.reject(error);
          },
        );
      }
    }
  };
  return (type: SavedItemType, id: string) =>
    new Promise<boolean>((resolve, reject) => {
      const byId = waiting.get(type) ?? new Map<string, Waiting[]>();
      waiting.set(type, byId);
      byId.set(id, [...(byId.get(id) ?? []), { resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    });
}
const isSaved = createLookupBatcher((type, ids) => savedApi.lookup(type, ids));

/** Whether `userId` saved it (nothing is asked for a visitor), and how to toggle it: at once on screen, put back if the server refuses. */
export function useSavedToggle(userId: string | null, type: SavedItemType, id: string) {
  const queryClient = useQueryClient();
  const key = stateKey(userId ?? '', type, id);
  const state = useQuery({ queryKey: key, queryFn: () => isSaved(type, id), enabled: userId !== null, staleTime: 60_000 });
  const toggle = useMutation({
    mutationFn: (save: boolean) => (save ? savedApi.save(type, id) : savedApi.unsave(type, id)),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, save);
      return { before };
    },
    onSuccess: (status) => queryClient.setQueryData(key, status.saved),
    onError: (_error, _save, context) => {
      queryClient.setQueryData(key, context?.before ?? false);
      toast.error(m.saved.failed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.lists() }),
  });
  return { saved: state.data === true, toggle };
}

/**
 * Saves the heart a visitor pressed before signing in, once someone is signed in (mounted once, around
 * the whole app): the heart shows pressed, the saved lists refresh, and a toast says it was saved.
 */
export function useSaveAfterSignIn(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const pending = takePendingSave();
    if (!pending) return;
    savedApi.save(pending.type, pending.id).then(
      () => {
        // Asked again rather than set: a heart's lookup sent before the save landed would say "not saved".
        void queryClient.invalidateQueries({ queryKey: stateKey(userId, pending.type, pending.id) });
        void queryClient.invalidateQueries({ queryKey: savedKeys.lists() });
        toast.success(m.saved.savedAfterSignIn);
      },
      () => toast.error(m.saved.failed),
    );
  }, [userId, queryClient]);
}

/** `/me/saved`: a page of my saved things, of one type or all. */
export function useSavedItems(query: Partial<SavedItemsQuery>) {
  return useQuery({ queryKey: savedKeys.list(query), queryFn: ({ signal }) => savedApi.list(query, signal), placeholderData: keepPreviousData });
}
