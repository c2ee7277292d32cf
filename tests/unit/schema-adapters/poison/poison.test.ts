import { describe, expect, it } from 'vitest';
import { allFixtures } from '../../../../fixtures/index';
import { FieldDefinitionError, type RawFieldDefinitions, adaptModule, fromServerValues, parseFields, toServerValues, validateModule } from '../../../../schema-adapters/index';

/** Values that JSON can carry but that throw when turned into a string or number by `String()`, `Number()` or `${}`. */
const POISONS: Array<[string, () => unknown]> = [
  ['an object whose toString and valueOf are not functions', () => JSON.parse('{"toString":1,"valueOf":1}')],
  ['an object without a prototype', () => Object.create(null)],
];

type Json = unknown;
type Path = Array<string | number>;

/** Every position in `value` (objects and arrays included), with JSON text in `condition` opened up. */
function positions(value: Json, path: Path = []): Path[] {
  const here = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => positions(item, [...path, index]))];
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => positions(item, [...path, key]))];
  }
  return here;
}

function openConditions(fields: Json[]): Json[] {
  return fields.map((field) => {
    const record = field as Record<string, unknown>;
    if (typeof record.condition !== 'string' || record.condition === '') return field;
    try {
      return { ...record, condition: JSON.parse(record.condition) as unknown };
    } catch {
      return field;
    }
  });
}

function replaced(root: Json, path: Path, poison: unknown): Json {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = poison;
  return copy;
}

/** Runs `run`; any exception but FieldDefinitionError fails the test, naming the poisoned position. */
function onlyDefinitionErrors(where: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof FieldDefinitionError)) throw new Error(`${where}: ${String(error)}`, { cause: error });
  }
}

describe('a value that cannot become text, anywhere in a definition or in saved values', () => {
  for (const fixture of allFixtures) {
    it(`${fixture.name}: gives field errors or a definition error, never a raw exception`, () => {
      const fields = openConditions(fixture.fields);
      const values = fixture.valid[0]?.values ?? {};
      let checked = 0;
      for (const [, poison] of POISONS) {
        for (const path of positions(fields)) {
          const raw = replaced(fields, path, poison()) as RawFieldDefinitions;
          onlyDefinitionErrors(`fields${JSON.stringify(path)}`, () => {
            parseFields(raw);
            adaptModule(raw, { locale: 'en' });
            validateModule(raw, values, { locale: 'en' });
          });
          checked += 1;
        }
        for (const path of positions(values)) {
          const given = replaced(values, path, poison()) as Record<string, unknown>;
          onlyDefinitionErrors(`values${JSON.stringify(path)}`, () => {
            validateModule(fixture.fields, given, { locale: 'en' });
            toServerValues(fixture.fields, fromServerValues(fixture.fields, given));
          });
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
