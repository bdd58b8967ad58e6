import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSubscriptionCardBody, SubscriptionCardDto } from '@market/contract';
import { callApi } from '../../lib/api';
import * as calls from '../../lib/endpoints.generated';
import { queryKeysFactory } from '../../lib/query-keys';

export const cardKeys = queryKeysFactory('subscription-cards');

export const cardsApi = {
  list: (signal?: AbortSignal) => callApi(calls.subscriptionCards.list, {}, { signal }),
  // The form shows the refusal itself (under the entry), so no toast.
  store: (body: StoreSubscriptionCardBody) => callApi(calls.subscriptionCards.store, { body }, { toast: false }),
};

/** My stored cards (the default first) and how new ones are entered. */
export function useMyCards() {
  return useQuery({ queryKey: cardKeys.lists(), queryFn: ({ signal }) => cardsApi.list(signal), staleTime: 0 });
}

/** Stores a card from its token; my cards are read again afterwards (the default may have changed). */
export function useStoreCard(onSuccess?: (card: SubscriptionCardDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cardsApi.store,
    onSuccess: async (card) => {
      await queryClient.invalidateQueries({ queryKey: cardKeys.all });
      onSuccess?.(card);
    },
  });
}
