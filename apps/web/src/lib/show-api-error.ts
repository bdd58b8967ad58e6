import { toast } from './toast';
import { DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, errorMessage } from '@market/contract';
import { ApiError, entryText } from './api-error';

/** The texts a failed call shows, one per toast (spec section 8). */
export function apiErrorTexts(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.isNetwork) return [NETWORK_ERROR_MESSAGE];
    const { messages } = error;
    if (Array.isArray(messages)) {
      if (messages.length === 0) return [errorMessage(error.code) ?? DEFAULT_ERROR_MESSAGE];
      // INVALID_PRODUCT_ITEM entries carry the product's own explanation: show it as sent.
      return messages.map((entry) => (entry.code === 'INVALID_PRODUCT_ITEM' && entry.message?.trim() ? entry.message : entryText(entry)));
    }
    if (typeof messages === 'string' && messages.trim()) return [messages];
    return [errorMessage(error.code) ?? DEFAULT_ERROR_MESSAGE];
  }
  if (error instanceof DOMException && error.name === 'AbortError') return [];
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return [NETWORK_ERROR_MESSAGE];
  if (error instanceof Error && error.message) return [errorMessage(error.message) ?? error.message];
  return [DEFAULT_ERROR_MESSAGE];
}

/** Shows a failed call as error toast(s). A single text already on screen is not repeated. */
export function showApiError(error: unknown): void {
  const texts = apiErrorTexts(error);
  const single = texts.length === 1;
  for (const text of texts) {
    toast.error(text, single ? { toastId: `api-error:${text}` } : undefined);
  }
}
