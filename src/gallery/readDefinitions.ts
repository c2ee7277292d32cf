import { FieldDefinitionError, type Locale, type RawFieldDefinitions, adaptModule, asRawDefinitions, translate } from '../../schema-adapters/index';

export type Loaded = { ok: true; name: string; fields: RawFieldDefinitions } | { ok: false; message: string };

/** Reads a definitions file the operator opened; every failure comes back as a message naming the bad place. */
export async function readDefinitions(file: File, locale: Locale): Promise<Loaded> {
  const text = await file.text();
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: translate(locale, 'gallery.badJson', { name: file.name, message: error instanceof Error ? error.message : String(error) }) };
  }
  let definitions: RawFieldDefinitions;
  try {
    definitions = asRawDefinitions(fields);
    adaptModule(definitions, { locale });
  } catch (error) {
    if (!(error instanceof FieldDefinitionError)) throw error;
    return { ok: false, message: translate(locale, 'gallery.badDefinitions', { name: file.name, message: error.message }) };
  }
  return { ok: true, name: file.name, fields: definitions };
}
