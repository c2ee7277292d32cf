import { useCallback } from 'react';
import { PAGE_SIZE_DEFAULT, type ContentItem, type Paged } from '../../../protocol/content';
import { contentApi } from '../../api';
import { useRemote, type Remote } from '../../components/useRemote';

/** One page (1-based) of the signed-in applicant's project files. */
export function useDownloads(page: number): { remote: Remote<Paged<ContentItem>>; retry: () => void } {
  const load = useCallback(() => contentApi.downloads({ page, page_size: PAGE_SIZE_DEFAULT }), [page]);
  return useRemote(load);
}
