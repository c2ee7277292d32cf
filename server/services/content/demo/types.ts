import type { ContentKind } from '../../../../protocol/content';
import type { LocalizedText } from '../../../../schema-adapters';
import type { ContentExtra } from '../contents';

/** One seeded `contents` row. */
export interface DemoContent {
  kind: ContentKind;
  title: LocalizedText;
  body: LocalizedText;
  extra: ContentExtra;
  sort: number;
  publishedAt: number;
}
