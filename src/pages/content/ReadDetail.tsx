import type { ContentItem } from '../../../protocol/content';
import { ContentDetail } from './ContentDetail';
import { useMarkRead } from './useMarkRead';

/** Props of {@link ReadDetail}. */
export interface ReadDetailProps {
  item: ContentItem;
  /** The signed-in reader (see useReader), or null when anonymous. */
  reader: string | null;
  back: { to: string; label: string };
}

/** A notice or news item on its own screen; opening it marks it read for a signed-in reader. */
export function ReadDetail({ item, reader, back }: ReadDetailProps) {
  useMarkRead(item, reader);
  return <ContentDetail item={item} read={reader === null ? null : true} level={1} back={back} />;
}
