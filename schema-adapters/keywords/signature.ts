import { defineValueKeyword } from './defineKeyword';

const SIGNATURE_SOURCES = [
  /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/,
  /^https?:\/\/[^\s/]\S*$/,
  /^\/[^\s/]\S*$/,
];

/** `signature: true` accepts a base64 PNG data URL, an `http(s)://` URL or a `/`-rooted path. */
export const signature = defineValueKeyword(
  { keyword: 'signature', type: 'string', metaSchema: { const: true } },
  (_schema: true, value: string) => (SIGNATURE_SOURCES.some((source) => source.test(value)) ? undefined : {}),
);
