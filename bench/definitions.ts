import { fieldFixtures } from '../fixtures/index';

type Raw = Record<string, unknown>;

const templates: Raw[] = fieldFixtures
  .filter((fixture) => fixture.name !== 'unsupported-type' && fixture.name !== 'repeating-group')
  .flatMap((fixture) => fixture.fields.filter((field) => !field.pid && !field.isrelation && !field.condition?.toString().includes('option_trigger')) as Raw[]);

/** Every value the fixtures' valid cases give, by key (a later case's value wins). */
const fixtureValues: Record<string, unknown> = Object.assign({}, ...fieldFixtures.flatMap((fixture) => fixture.valid.map((testCase) => testCase.values)));
const templateKeys = new Set(templates.map((template) => String(template.field)));

/** `count` realistic definitions cycling through the fixture fields, with unique ids and keys. */
export function makeDefinitions(count: number): Raw[] {
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length] as Raw;
    return { ...structuredClone(template), id: 100000 + index, field: `f${index}_${String(template.field)}`, sort: index };
  });
}

/** Values that fill every text-like field of `definitions`, leaving the rest empty. */
export function makeValues(definitions: Raw[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of definitions) {
    const key = String(definition.field);
    const type = Number(definition.type);
    if (type === 1 || type === 2) values[key] = 'Alice';
    if (type === 6) values[key] = '2020-01-01';
  }
  return values;
}

/** One required dropdown with `count` options valued `o0` … `o{count-1}`. */
export function makeDropdown(count: number): Raw[] {
  const item = Array.from({ length: count }, (_, index) => ({ sc: `选项${index}`, tc: `選項${index}`, en: `Option ${index}`, value: `o${index}` }));
  return [{ id: 1, field: 'choice', name: { sc: '选择', tc: '選擇', en: 'Choice' }, type: 5, required: 1, sort: 1, item }];
}

/** A few fields whose schemas share no shape with the fixture templates, to warm the runtime up before a first validation. */
export function makeWarmupDefinitions(): { fields: Raw[]; values: Record<string, unknown> } {
  const fields: Raw[] = [
    { id: 1, field: 'warm_text', name: 'Warm text', type: 1, required: 1, sort: 1, condition: { max_length: 4321 } },
    { id: 2, field: 'warm_area', name: 'Warm area', type: 2, sort: 2, condition: { max_length: 8765 } },
    { id: 3, field: 'warm_pick', name: 'Warm pick', type: 5, sort: 3, item: [{ sc: '甲', tc: '甲', en: 'A', value: 'warm-a' }] },
  ];
  return { fields, values: { warm_text: 'warm', warm_area: 'up', warm_pick: 'warm-a' } };
}

/**
 * Values for every field of `makeDefinitions(count)` that a fixture's valid case fills (with its `_other` text and
 * the like): a returning applicant's module, where every field's shape is validated at once.
 */
export function makeFilledValues(definitions: Raw[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  definitions.forEach((definition, index) => {
    const field = String((templates[index % templates.length] as Raw).field);
    for (const [key, value] of Object.entries(fixtureValues)) {
      const own = key === field || (key.startsWith(`${field}_`) && !templateKeys.has(key));
      if (own) values[`f${index}_${key}`] = structuredClone(value);
    }
  });
  return values;
}
