import { FieldDefinitionError, type Locale, adaptModule, translate } from '../../schema-adapters/index';

export type Loaded = { ok: true; name: string; fields: unknown } | { ok: false; message: string };

/** Reads a definitions file the operator opened; every failure comes back as a message naming the bad place. */
export async function readDefinitions(file: File, locale: Locale): Promise<Loaded> {
  const text = await file.text();
  let fields: unknown;
  try {
    fields = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, message: translate(locale, 'gallery.badJson', { name: file.name, message: (error as Error).message }) };
  }
  try {
    adaptModule(fields, { locale });
  } catch (error) {
    if (!(error instanceof FieldDefinitionError)) throw error;
    return { ok: false, message: translate(locale, 'gallery.badDefinitions', { name: file.name, message: error.message }) };
  }
  return { ok: true, name: file.name, fields };
}
