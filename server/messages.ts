// The API server's own words (`server`, `web`), which the browser's form runtime leaves out. Every server module that
// translates imports this module, so the sections are in place before its first message.
import { server as enServer, web as enWeb } from '../locales/en.json';
import { server as scServer, web as scWeb } from '../locales/sc.json';
import { server as tcServer, web as tcWeb } from '../locales/tc.json';
import { addMessageSections } from '../schema-adapters/i18n';

addMessageSections({
  sc: { server: scServer, web: scWeb },
  tc: { server: tcServer, web: tcWeb },
  en: { server: enServer, web: enWeb },
});
