import { useState } from 'react';
import { showApiError } from '../../lib/show-api-error';
import { ebooksApi } from './api';

/** Downloads a book the reader may have: a fresh short-lived link is asked at each click, then followed. */
export function useEbookDownload() {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (id: string) => {
    setDownloading(id);
    try {
      const link = await ebooksApi.download(id);
      window.location.assign(link.url);
    } catch (error) {
      showApiError(error);
    } finally {
      setDownloading(null);
    }
  };
  return { download: (id: string) => void download(id), downloading };
}
