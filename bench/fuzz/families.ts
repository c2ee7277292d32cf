import { type Random, record } from './random';

/** JSON text given as is: nesting too deep for `JSON.stringify`, which `JSON.parse` still reads. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Definitions and values of one hostile case, before they are written as JSON text. */
export interface Drawn {
  fields: unknown;
  values: unknown;
}

/** Sizes for `huge`: `full` crosses every limit, `small` stays quick enough for the unit suite. */
export type Scale = 'full' | 'small';

export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'then',
  'length',
];

const CATASTROPHIC = ['^(\\w+\\s?)*$', '^(a+)+$', '(a|aa)+$', '^(a|a?)+$', '(x+x+)+y', '^([a-z]+)*[0-9]$', '(.*a){20}'];
const ATOMS = ['a', '\\w', '\\d', '.', '[a-z]', '[^@]', '\\p{Han}', '\\p{Script=Han}', '(a)\\1', '(?=a)', '(?<!b)', '\\b', '(?<n>x)', '[', ')', '\\'];
const QUANTIFIERS = ['', '*', '+', '?', '{2,}', '{1000000}', '*?', '{3,1}'];

const yesNo = ['yes', 'no', 'maybe'];
const key = (random: Random, index: number) => (random.chance(0.5) ? random.pick(PROTOTYPE_NAMES) : `k${index}`);

function letters(random: Random): string {
  const length = random.pick([0, 1, 28, 1_000, 100_000]);
  return `${'a'.repeat(length)}${random.pick(['', '!', ' ', '1'])}`;
}

function randomPattern(random: Random): string {
  if (random.chance(0.3)) return random.pick(CATASTROPHIC);
  if (random.chance(0.05)) return 'a'.repeat(random.pick([1_000, 1_001, 100_000]));
  const parts: string[] = [];
  const count = random.int(1, 6);
  for (let index = 0; index < count; index += 1) {
    const atom = random.chance(0.2) ? `(${random.pick(ATOMS)}|${random.pick(ATOMS)})` : random.pick(ATOMS);
    parts.push(`${atom}${random.pick(QUANTIFIERS)}`);
  }
  return `${random.chance(0.5) ? '^' : ''}${parts.join('')}${random.chance(0.5) ? '$' : ''}`;
}

/** Fields keyed (and optioned, and conditioned) by names of Object.prototype's properties. */
export function prototypeKeys(random: Random): Drawn {
  const count = random.int(1, 6);
  const fields = Array.from({ length: count }, (_, index) => {
    const conditionKey = random.pick(PROTOTYPE_NAMES);
    const condition = record([
      [conditionKey, random.pick([1, 'x', {}, []])],
      ['date_type', random.chance(0.3) ? random.pick(PROTOTYPE_NAMES) : 'date'],
      ['option_trigger', [{ option_index: [0], open_id: [random.pick([...PROTOTYPE_NAMES, String(index + 2)])] }]],
      ['relationform', record([['field', random.pick(PROTOTYPE_NAMES)], ['checkedOption', [0]]])],
    ]);
    return record([
      ['id', index + 1],
      ['field', key(random, index)],
      ['type', random.int(1, 15)],
      ['required', random.pick([0, 1])],
      ['item', [record([['sc', 'a'], ['value', random.pick(PROTOTYPE_NAMES)]]), record([['sc', 'b'], ['value', 'b']])]],
      ['pid', random.chance(0.2) ? 1 : 0],
      ['condition', random.chance(0.3) ? record([['columnTable', { isInColumnTable: 1 }]]) : condition],
    ]);
  });
  const values = record(
    PROTOTYPE_NAMES.filter(() => random.chance(0.4)).map((name) => [
      name,
      random.pick(['', 'x', '0', ['0'], { a: 1 }, [record([['__proto__', { polluted: true }], ['columnNumber', 1]])], null]),
    ]),
  );
  return { fields, values };
}

/** A chain of triggers, sometimes closed into a loop, sometimes deeper than the depth limit. */
export function chain(random: Random): Drawn {
  const length = random.weighted<number>([
    [random.int(2, 300), 8],
    [random.pick([256, 257, 258]), 1],
    [random.pick([1_000, 5_000]), 1],
  ]);
  const loop = random.chance(0.3);
  const fields = Array.from({ length }, (_, index) => ({
    id: index + 1,
    field: `f${index}`,
    type: random.pick([3, 4, 5]),
    item: yesNo,
    required: 1,
    isrelation: index > 0 ? 1 : 0,
    ...(random.chance(0.05) ? { isrelation_2: 1 } : {}),
    condition: index < length - 1 || loop ? { option_trigger: { option_index: [0], open_id: [((index + 1) % length) + 1] } } : {},
  }));
  const values = Object.fromEntries(fields.filter(() => random.chance(0.8)).map((field) => [field.field, random.pick(['0', '1', ['0'], 0])]));
  return { fields, values };
}

/** Operator patterns, catastrophic or unsupported, against long values. */
export function patterns(random: Random): Drawn {
  const fields = Array.from({ length: random.int(1, 3) }, (_, index) => ({
    id: index + 1,
    field: `p${index}`,
    type: 1,
    required: random.pick([0, 1]),
    value_format: randomPattern(random),
  }));
  return { fields, values: Object.fromEntries(fields.map((field) => [field.field, letters(random)])) };
}

const nested = (depth: number) => `${'['.repeat(depth)}"leaf"${']'.repeat(depth)}`;

/** Options nested `depth` levels deep, as JSON text: `[{"sc":"l0","value":"l0","children":[…]}]`. */
function optionTree(depth: number): string {
  const opening = Array.from({ length: depth }, (_, level) => `[{"sc":"l${level}","value":"l${level}","children":`).join('');
  return `${opening}[{"sc":"leaf","value":"leaf"}]${'}]'.repeat(depth)}`;
}

/** Lists and numbers at, just over and far over the documented limits. */
export function huge(random: Random, scale: Scale): Drawn {
  const size = (full: number) => (scale === 'full' ? full : Math.max(2, Math.floor(full / 100)));
  const many = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, field: `f${index}`, type: 1, required: 1 }));
  const options = (count: number) => Array.from({ length: count }, (_, index) => ({ sc: `o${index}`, value: `o${index}` }));
  const kind = random.pick(['fields', 'options', 'openIds', 'rows', 'optionDepth', 'jsonDepth', 'longText']);
  switch (kind) {
    case 'fields':
      return { fields: many(size(random.pick([9_000, 10_000, 10_001, 12_000]))), values: { f0: 'x' } };
    case 'options':
      return { fields: [{ id: 1, field: 'pick', type: random.pick([3, 4, 5, 9]), required: 1, item: options(size(random.pick([10_000, 10_001, 100_000]))) }], values: { pick: 'o1' } };
    case 'openIds': {
      const openIds = Array.from({ length: size(random.pick([10_000, 20_001, 100_000])) }, (_, index) => index + 2);
      return { fields: [{ id: 1, field: 'c', type: 3, item: yesNo, condition: { option_trigger: { option_index: [0], open_id: openIds } } }, ...many(50).slice(1)], values: { c: '0' } };
    }
    case 'rows':
      return { fields: [{ id: 1, field: 'g', type: 1, condition: { requirerdQuantity: random.pick([500, 501, 1e8, 1e308, -5, '1e8', 'Infinity']) } }], values: { g: [] } };
    case 'optionDepth':
      return { fields: new JsonText(`[{"id":1,"field":"place","type":15,"item":${optionTree(random.pick([8, 9, 50, 5_000]))}}]`), values: { place: ['l0'] } };
    case 'jsonDepth': {
      const depth = random.pick([10, 5_000, 100_000]);
      const type = random.pick([1, 4, 8, 9, 13, 15]);
      return {
        fields: new JsonText(`[{"id":1,"field":"deep","type":${type},"item":["a"],"condition":{"option":${nested(depth)}}}]`),
        values: new JsonText(`{"deep":${nested(depth)}}`),
      };
    }
    default:
      return { fields: [{ id: 1, field: 'note', type: 2, required: 1, condition: { word_max: 5 } }], values: { note: 'word '.repeat(size(200_000)) } };
  }
}

const JUNK_KEYS = ['id', 'field', 'type', 'required', 'item', 'options', 'condition', 'pid', 'isrelation', 'value_format', 'date_type', 'compare', 'nature'];

function junkValue(random: Random, depth = 0): unknown {
  const kind = random.int(0, depth > 3 ? 5 : 8);
  if (kind === 0) return null;
  if (kind === 1) return random.pick([true, false]);
  if (kind === 2) return random.pick([0, 1, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER]);
  if (kind === 3) return random.pick(['', '1', 'abc', '{bad', '[1,', 'null', '2020-01-01', ...PROTOTYPE_NAMES]);
  if (kind === 4) return random.pick(PROTOTYPE_NAMES);
  if (kind === 5) return `${random.int(0, 20)}`;
  if (kind === 6) return Array.from({ length: random.int(0, 4) }, () => junkValue(random, depth + 1));
  return record(Array.from({ length: random.int(0, 4) }, () => [random.pick([...JUNK_KEYS, ...PROTOTYPE_NAMES]), junkValue(random, depth + 1)]));
}

const SOUND: Record<string, (random: Random, index: number) => unknown> = {
  required: (random) => random.pick([0, 1]),
  item: (random) => (random.chance(0.5) ? ['a', 'b', 'c'] : [{ sc: 'x', value: random.pick(['x', '0', ...PROTOTYPE_NAMES]) }]),
  condition: (random) => ({ word_max: random.int(1, 9), max_length: random.int(1, 9), option_trigger: { option_index: [0], open_id: [random.int(1, 6)] } }),
  pid: (random) => random.pick([0, 1, 2]),
  isrelation: (random) => random.pick([0, 1]),
  value_format: (random) => random.pick(['', 'email', 'cn_mobile', '^\\d+$']),
  compare: (random) => [String(random.int(1, 6))],
  nature: (random) => random.pick([0, 5, 7]),
};

/** Mostly sound definitions with one key in each given a random structure; real and prototype key names as values. */
export function junk(random: Random): Drawn {
  const fields = Array.from({ length: random.int(1, 6) }, (_, index) => {
    const spoiled = random.pick(Object.keys(SOUND));
    const entries = Object.entries(SOUND)
      .filter(() => random.chance(0.5))
      .map(([name, make]): [string, unknown] => [name, name === spoiled ? junkValue(random) : make(random, index)]);
    return record([['id', index + 1], ['field', `k${index}`], ['type', random.chance(0.9) ? random.int(1, 15) : junkValue(random)], ...entries]);
  });
  const values = record(fields.map((_, index): [string, unknown] => [random.chance(0.2) ? random.pick(PROTOTYPE_NAMES) : `k${index}`, junkValue(random)]));
  return { fields: random.chance(0.05) ? junkValue(random) : fields, values: random.chance(0.05) ? junkValue(random) : values };
}
