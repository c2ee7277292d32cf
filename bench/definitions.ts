import { fieldFixtures } from '../fixtures/index';

type Raw = Record<string, unknown>;

const templates: Raw[] = fieldFixtures
  .filter((fixture) => fixture.name !== 'unsupported-type' && fixture.name !== 'repeating-group')
  .flatMap((fixture) => fixture.fields.filter((field) => !field.pid && !field.isrelation && !field.condition?.toString().includes('option_trigger')) as Raw[]);

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
