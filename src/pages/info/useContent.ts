import { useCallback } from 'react';
import type { ContentItem, Paged } from '../../../protocol/content';
import { publicApi } from '../../api';
import { useSessionStore } from '../../store';
import { useRemote, type Remote } from '../../components/useRemote';

/** A single page (`statement`, `privacy`, `application_guide`) of the current project. */
export function useSinglePage(slug: string): { remote: Remote<ContentItem>; retry: () => void } {
  const domain = useSessionStore((state) => state.shortName);
  const load = useCallback(() => publicApi.singlePage(slug, domain), [slug, domain]);
  return useRemote(load);
}

/** The FAQ of the current project (first page: up to 50 questions). */
export function useFaq(): { remote: Remote<Paged<ContentItem>>; retry: () => void } {
  const domain = useSessionStore((state) => state.shortName);
  const load = useCallback(() => publicApi.faq(domain), [domain]);
  return useRemote(load);
}
