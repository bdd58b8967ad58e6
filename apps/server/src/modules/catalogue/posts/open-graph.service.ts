import type { OpenGraphDto } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../../../platform/net/safe-fetch.js';
import { decodeHtml, parseOpenGraph } from './open-graph.js';

/** Link previews: a public page fetched with the SSRF-safe fetcher, its Open Graph tags read. */
export function createOpenGraphService(deps: { fetch?: Partial<SafeFetchOptions>; log?: { warn: (obj: unknown, msg: string) => void } } = {}) {
  return {
    async preview(url: string): Promise<OpenGraphDto> {
      try {
        const page = await safeFetch(url, deps.fetch);
        return { url: page.url, ...parseOpenGraph(decodeHtml(page.body, page.charset), page.url) };
      } catch (error) {
        if (error instanceof SafeFetchError) {
          deps.log?.warn({ url, reason: error.reason, detail: error.message }, 'open graph: fetch refused or failed');
          throw new AppError(error.reason === 'NOT_ALLOWED' ? 'LINK_PREVIEW_NOT_ALLOWED' : 'LINK_PREVIEW_FAILED');
        }
        throw error;
      }
    },
  };
}
export type OpenGraphService = ReturnType<typeof createOpenGraphService>;
