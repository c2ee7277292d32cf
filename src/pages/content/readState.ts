import type { ContentItem } from '../../../protocol/content';
import { wasOpened } from './readMarks';

/** How a list shows an item's read state: null for anonymous readers, else read by the server's flag or opened in this visit. */
export function readStateOf(item: ContentItem, reader: string | null): boolean | null {
  if (reader === null) return null;
  return item.read || wasOpened(reader, item.id);
}
