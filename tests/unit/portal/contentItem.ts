import type { ContentItem } from '../../../protocol/content';

/** A content item: by default an unread notice titled "T" with nothing else filled in; `parts` set what a test needs. */
export const contentItem = (parts: Partial<ContentItem> & Pick<ContentItem, 'id'>): ContentItem => ({
  kind: 'notice',
  category: null,
  title: 'T',
  body: '',
  title_i18n: {},
  body_i18n: {},
  important: false,
  slug: null,
  url: null,
  file_name: null,
  size: null,
  published_at: 0,
  read: false,
  ...parts,
});
