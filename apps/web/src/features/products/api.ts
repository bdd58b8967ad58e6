import { useQuery } from '@tanstack/react-query';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

const keys = queryKeysFactory('products');
export const productKeys = { ...keys, homepage: () => keys.key('homepage') };

export const productsApi = {
  homepage: (signal?: AbortSignal) => callApi(calls.products.homepage, {}, { signal }),
};

/** The home page's shelves of what is on sale (events, courses, combos, ebooks), as the server orders and names them. */
export function useHomepage() {
  return useQuery({ queryKey: productKeys.homepage(), queryFn: ({ signal }) => productsApi.homepage(signal) });
}
