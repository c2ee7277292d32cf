// The developer gallery's own words, which the form runtime's catalogues leave out. `?gallery` (galleryMessages.d.ts)
// serves each section as a module of the gallery's own: imported from the catalogue, the section went into the chunk
// the portal's form pages load.
import { gallery as en } from '../../locales/en.json?gallery';
import { gallery as sc } from '../../locales/sc.json?gallery';
import { gallery as tc } from '../../locales/tc.json?gallery';
import { addMessageSections } from '../../schema-adapters/i18n';

addMessageSections({ sc: { gallery: sc }, tc: { gallery: tc }, en: { gallery: en } });
