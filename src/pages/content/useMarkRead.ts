import { useEffect } from 'react';
import type { ContentItem } from '../../../protocol/content';
import { contentApi } from '../../api';
import { forgetOpened, rememberOpened } from './readMarks';

/** Marks an opened notice or news item read for a signed-in reader (once per item; anonymous readers mark nothing). */
export function useMarkRead(item: ContentItem | null, reader: string | null): void {
  const id = item && !item.read ? item.id : null;
  useEffect(() => {
    if (id === null || reader === null) return;
    rememberOpened(reader, id);
    contentApi.readNotice(id).catch((error: unknown) => {
      forgetOpened(reader, id);
      console.error(error);
    });
  }, [id, reader]);
}
