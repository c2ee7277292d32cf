import { fieldFixtures, getFixture, type FixtureMenu, type RawFieldDefinition } from '../../fixtures';

export interface ModuleSource {
  name: string;
  menu: FixtureMenu;
  fields: RawFieldDefinition[];
}

const ALL_FIELD_TYPES = 'all-field-types';

/** Every field fixture (except the unsupported type) in one module, later duplicates of a key dropped. */
function allFieldTypes(): ModuleSource {
  const seen = new Set<string>();
  const fields: RawFieldDefinition[] = [];
  for (const fixture of fieldFixtures) {
    if (fixture.name === 'unsupported-type') continue;
    for (const field of fixture.fields) {
      if (seen.has(field.field)) continue;
      seen.add(field.field);
      fields.push(field);
    }
  }
  return {
    name: ALL_FIELD_TYPES,
    menu: {
      menuid: '900',
      title: { sc: '全部题型', tc: '全部題型', en: 'Every field type' },
      referee: 0,
      required: 0,
      options: { layout: 'horizontal' },
    },
    fields,
  };
}

/** The fields and menu of a module fixture, by name. */
export function moduleSource(name: string): ModuleSource {
  if (name === ALL_FIELD_TYPES) return allFieldTypes();
  const fixture = getFixture(name);
  if (!fixture.menu) throw new Error(`Fixture ${name} is not a module fixture`);
  return { name, menu: fixture.menu, fields: fixture.fields };
}
