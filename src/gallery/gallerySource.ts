import { getFixture } from '../../fixtures/index';
import { type AdaptedModule, FieldDefinitionError, type Locale, type RawFieldDefinitions, adaptModule, translate } from '../../schema-adapters/index';

/** What the gallery shows: a fixture or a definitions file, with its sample values. */
export interface Source {
  name: string;
  fields: RawFieldDefinitions;
  referee: number;
  cases: Array<{ label: string; values: Record<string, unknown> }>;
}

/** A fixture with its valid and invalid samples as cases, labelled in the language. */
export function fixtureSource(name: string, locale: Locale): Source {
  const fixture = getFixture(name);
  const cases = [
    ...fixture.valid.map((item) => ({ label: translate(locale, 'gallery.validCase', { name: item.name }), values: item.values })),
    ...fixture.invalid.map((item) => ({ label: translate(locale, 'gallery.invalidCase', { name: item.name }), values: item.values })),
  ];
  return { name, fields: fixture.fields, referee: fixture.menu?.referee ?? 0, cases };
}

/** The adapted module of a source, or null when its definitions are refused. */
export function safeAdapt(source: Source, locale: Locale): AdaptedModule | null {
  try {
    return adaptModule(source.fields, { locale, referee: source.referee });
  } catch (error) {
    if (error instanceof FieldDefinitionError) return null;
    throw error;
  }
}
