// Named imports, so that bundlers leave out the sections the browser's form runtime never reads: `portal` (the portal
// app's pages load it into their own i18next instance), `gallery` (the developer gallery, the same way), and `server`
// and `web` (the API server's words, added by server/messages.ts). A section the runtime or the renderers translate
// from is listed here.
import {
  validation as enValidation,
  field as enField,
  languageNames as enLanguageNames,
  form as enForm,
  choice as enChoice,
  media as enMedia,
  pickers as enPickers,
  group as enGroup,
} from '../locales/en.json';
import {
  validation as scValidation,
  field as scField,
  languageNames as scLanguageNames,
  form as scForm,
  choice as scChoice,
  media as scMedia,
  pickers as scPickers,
  group as scGroup,
} from '../locales/sc.json';
import {
  validation as tcValidation,
  field as tcField,
  languageNames as tcLanguageNames,
  form as tcForm,
  choice as tcChoice,
  media as tcMedia,
  pickers as tcPickers,
  group as tcGroup,
} from '../locales/tc.json';

export const en = {
  validation: enValidation,
  field: enField,
  languageNames: enLanguageNames,
  form: enForm,
  choice: enChoice,
  media: enMedia,
  pickers: enPickers,
  group: enGroup,
};

export const sc = {
  validation: scValidation,
  field: scField,
  languageNames: scLanguageNames,
  form: scForm,
  choice: scChoice,
  media: scMedia,
  pickers: scPickers,
  group: scGroup,
};

export const tc = {
  validation: tcValidation,
  field: tcField,
  languageNames: tcLanguageNames,
  form: tcForm,
  choice: tcChoice,
  media: tcMedia,
  pickers: tcPickers,
  group: tcGroup,
};
