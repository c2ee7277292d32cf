import type { ArticleCategory, ContentKind } from '../../../../protocol/content';
import type { LocalizedText } from '../../../../schema-adapters';
import type { ContentExtra } from '../contents';

/** One seeded `contents` row. */
export interface DemoContent {
  kind: ContentKind;
  /** The information hub category it is listed under. */
  category?: ArticleCategory;
  title: LocalizedText;
  body: LocalizedText;
  extra: ContentExtra;
  sort: number;
  publishedAt: number;
}
