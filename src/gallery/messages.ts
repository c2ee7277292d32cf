// The developer gallery's own words, which the form runtime's catalogues leave out.
import { gallery as en } from '../../locales/en.json';
import { gallery as sc } from '../../locales/sc.json';
import { gallery as tc } from '../../locales/tc.json';
import { addMessageSections } from '../../schema-adapters/i18n';

addMessageSections({ sc: { gallery: sc }, tc: { gallery: tc }, en: { gallery: en } });
