import { useCallback } from 'react';
import type { ContentItem } from '../../../protocol/content';
import type { ProjectScope } from '../../api/content';
import { LoadedContent } from './LoadedContent';
import { ReadDetail } from './ReadDetail';
import { scopeOf, useReader } from './useReader';

/** Props of {@link ReadItemScreen}. */
export interface ReadItemScreenProps {
  /** The item's id from the address; null when it names no valid item (shown as not found). */
  id: number | null;
  /** Reads one item of the list (a stable function, such as one of contentApi's). */
  fetchItem: (id: number, scope: ProjectScope) => Promise<ContentItem>;
  /** The list's name: the heading while the item loads, fails or is missing. */
  title: string;
  /** The list to go back to. */
  back: { to: string; label: string };
}

/** One notice or news item on its own screen, loaded by id for the current reader and marked read once open. */
export function ReadItemScreen({ id, fetchItem, title, back }: ReadItemScreenProps) {
  const { domain, signedIn } = useReader();
  const load = useCallback(() => fetchItem(id ?? 0, scopeOf(domain)), [fetchItem, id, domain]);
  return (
    <LoadedContent key={id} load={id === null ? null : load} frame={{ title }} back={back}>
      {(item) => <ReadDetail item={item} reader={signedIn} back={back} />}
    </LoadedContent>
  );
}
