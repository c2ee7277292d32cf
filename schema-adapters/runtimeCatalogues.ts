// Named imports, so that bundlers leave out the catalogues' `portal` section: only the portal app's pages use it, and
// they load it into their own i18next instance. A section the runtime, the renderers or the server translate from is
// listed here.
import {
  validation as enValidation,
  field as enField,
  languageNames as enLanguageNames,
  form as enForm,
  gallery as enGallery,
  choice as enChoice,
  media as enMedia,
  pickers as enPickers,
  group as enGroup,
  server as enServer,
  web as enWeb,
} from '../locales/en.json';
import {
  validation as scValidation,
  field as scField,
  languageNames as scLanguageNames,
  form as scForm,
  gallery as scGallery,
  choice as scChoice,
  media as scMedia,
  pickers as scPickers,
  group as scGroup,
  server as scServer,
  web as scWeb,
} from '../locales/sc.json';
import {
  validation as tcValidation,
  field as tcField,
  languageNames as tcLanguageNames,
  form as tcForm,
  gallery as tcGallery,
  choice as tcChoice,
  media as tcMedia,
  pickers as tcPickers,
  group as tcGroup,
  server as tcServer,
  web as tcWeb,
} from '../locales/tc.json';

export const en = {
  validation: enValidation,
  field: enField,
  languageNames: enLanguageNames,
  form: enForm,
  gallery: enGallery,
  choice: enChoice,
  media: enMedia,
  pickers: enPickers,
  group: enGroup,
  server: enServer,
  web: enWeb,
};

export const sc = {
  validation: scValidation,
  field: scField,
  languageNames: scLanguageNames,
  form: scForm,
  gallery: scGallery,
  choice: scChoice,
  media: scMedia,
  pickers: scPickers,
  group: scGroup,
  server: scServer,
  web: scWeb,
};

export const tc = {
  validation: tcValidation,
  field: tcField,
  languageNames: tcLanguageNames,
  form: tcForm,
  gallery: tcGallery,
  choice: tcChoice,
  media: tcMedia,
  pickers: tcPickers,
  group: tcGroup,
  server: tcServer,
  web: tcWeb,
};
