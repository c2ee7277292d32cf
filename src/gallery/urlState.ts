import { LOCALES, type Locale } from '../../schema-adapters/index';
import { isOneOf } from '../../protocol/isOneOf';

export type View = 'edit' | 'preview' | 'both';
const VIEWS: readonly View[] = ['edit', 'preview', 'both'];

/** What the address bar says the gallery shows, so any state can be linked to: `?fixture=…&locale=en&view=edit&case=0`. */
export interface GalleryState {
  fixture: string | null;
  locale: Locale;
  view: View;
  caseIndex: number;
}

export function readGalleryState(search: string): GalleryState {
  const params = new URLSearchParams(search);
  const locale = params.get('locale');
  const view = params.get('view');
  const caseIndex = Number(params.get('case') ?? -1);
  return {
    fixture: params.get('fixture'),
    locale: isOneOf(LOCALES, locale) ? locale : 'sc',
    view: isOneOf(VIEWS, view) ? view : 'both',
    caseIndex: Number.isInteger(caseIndex) ? caseIndex : -1,
  };
}

export function writeGalleryState(state: GalleryState): void {
  const params = new URLSearchParams();
  if (state.fixture) params.set('fixture', state.fixture);
  params.set('locale', state.locale);
  params.set('view', state.view);
  if (state.caseIndex >= 0) params.set('case', String(state.caseIndex));
  history.replaceState(null, '', `?${params.toString()}`);
}
