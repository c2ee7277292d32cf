import fc from 'fast-check';

/** Any JSON-ish scalar or small structure, as a wrong type for any key. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 30 }),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', ' ', '1', '0', '2', '-1', '1.5', '{bad', '[1,', '{}', '[]', 'null', 'today', '2020-01-01', 'abc'),
  fc.constant({}),
  fc.constant([]),
  fc.constant(JSON.parse('{"toString":1,"valueOf":1}') as unknown),
  fc.constant(Object.create(null) as unknown),
  fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('sc', 'tc', 'en', 'x'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 3 }),
);

const ID_POOL = [1, 2, 3, 4, 5, 6, 7, 8];
const KEY_POOL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export const idRef = fc.oneof(fc.constantFrom(...ID_POOL), fc.constantFrom(...ID_POOL.map(String)), fc.constantFrom(...KEY_POOL), fc.constant(99));
/** Definitions where each key is wrong with odds 1 : (3 × scale). */
function definitions(scale: number) {
  const maybe = <T>(arb: fc.Arbitrary<T>, weight = 3) => fc.oneof({ arbitrary: arb, weight: weight * scale }, { arbitrary: junk, weight: 1 });
  const indices = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 3 });

  const localized = fc.oneof(
    fc.string({ maxLength: 5 }),
    fc.record({ sc: fc.string({ maxLength: 4 }), tc: fc.string({ maxLength: 4 }), en: fc.string({ maxLength: 4 }) }, { requiredKeys: [] }),
  );

  const option = fc.oneof(
    fc.string({ maxLength: 4 }),
    fc.record(
      {
        sc: fc.string({ maxLength: 4 }),
        tc: fc.string({ maxLength: 4 }),
        en: fc.string({ maxLength: 4 }),
        value: fc.oneof(fc.constantFrom('x', 'y', 'z', '0', '1'), fc.integer({ min: 0, max: 5 })),
        text: maybe(fc.constantFrom(0, 1, '1')),
        required: maybe(fc.constantFrom(0, 1, '1')),
        tips: maybe(localized),
        phone_code: fc.constantFrom('+86', '+852', ''),
        children: fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
      },
      { requiredKeys: ['sc'] },
    ),
    junk,
  );

  const optionList = maybe(fc.array(option, { maxLength: 5 }), 5);

  const optionIndex = fc.oneof(
    indices,
    fc.record({ sc: indices, tc: indices, en: indices }, { requiredKeys: [] }),
    fc.record({ sc: indices, en: indices }).map((value) => JSON.stringify(value)),
  );

  const trigger = fc.record({ option_index: maybe(optionIndex, 6), open_id: maybe(fc.array(idRef, { maxLength: 3 }), 6) });

  const conditionObject = fc.record(
    {
      option_trigger: maybe(fc.oneof(trigger, fc.array(trigger, { maxLength: 3 }))),
      relationform: maybe(fc.record({ field: idRef, checkedOption: maybe(indices) })),
      columnTable: maybe(fc.record({ isInColumnTable: fc.constantFrom(1, 0, '1'), width: maybe(fc.constantFrom(100, '20%')) }), 6),
      requirerdQuantity: maybe(fc.integer({ min: 0, max: 3 })),
      customize: maybe(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('2'))),
      columnLayout: maybe(fc.constantFrom(1, 2)),
      buttonName: maybe(localized),
      word_max: maybe(fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom('500'))),
      max_quantity: maybe(fc.integer({ min: 0, max: 4 })),
      file_type: maybe(fc.array(fc.constantFrom('pdf', '.PNG', 'jpg'), { maxLength: 2 })),
      file_size: maybe(fc.constantFrom(1, 5, '10')),
      upload_sample: maybe(fc.integer({ min: 1, max: 3 })),
      file_duration: maybe(fc.integer({ min: 0, max: 200 })),
      disabled_date: maybe(fc.record({ is_check: fc.constantFrom(0, 1), date: fc.constantFrom('', '2020-01-01', '2099') })),
      limit_date: maybe(fc.record({ start: fc.constantFrom('', '2020', '2020-01-01'), end: fc.constantFrom('', '2030-12-31') }, { requiredKeys: [] })),
      limit_tips: maybe(localized),
      date_type: maybe(fc.constantFrom('year', 'month', 'date', 'datetime', 'day')),
      option: maybe(fc.array(localized, { maxLength: 4 })),
      min_length: maybe(fc.integer({ min: 0, max: 3 })),
      max_length: maybe(fc.integer({ min: 3, max: 10 })),
      present: maybe(fc.constantFrom(0, 1)),
      labelWidth: junk,
      layout: junk,
      htmlContent: maybe(localized),
      show_mode: maybe(fc.constantFrom('image', 'file')),
      files: maybe(fc.array(fc.record({ name: fc.string({ maxLength: 3 }), url: fc.constantFrom('/a', '') }), { maxLength: 2 })),
    },
    { requiredKeys: [] },
  );

  const condition = fc.oneof(
    { arbitrary: conditionObject, weight: 6 },
    { arbitrary: conditionObject.map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: fc.constantFrom('{"word_max":', '{bad json', '', 'null', '[]', '[1]'), weight: 1 },
    { arbitrary: junk, weight: 1 },
    { arbitrary: fc.constant(''), weight: scale },
  );

  const typeNumber = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 15 }), weight: 8 },
    { arbitrary: fc.integer({ min: 1, max: 15 }).map(String), weight: 3 },
    { arbitrary: fc.constantFrom(0, 10, 42, 99, -1, 'abc', 1.5), weight: 1 },
    { arbitrary: fc.constantFrom(10, 99), weight: 1 },
  );

  const rowRelation = fc.oneof(fc.constant({}), fc.record({ isrelation_1: fc.constantFrom(1, '1') }), fc.record({ isrelation_2: maybe(fc.constantFrom(1, 0)) }));

  const definition = fc
    .tuple(
      fc.record(
        {
          id: fc.oneof({ arbitrary: fc.constantFrom(...ID_POOL), weight: 4 * scale }, { arbitrary: fc.constantFrom(...ID_POOL.map(String)), weight: 2 * scale }, { arbitrary: junk, weight: 1 }),
          field: fc.oneof({ arbitrary: fc.constantFrom(...KEY_POOL), weight: 6 * scale }, { arbitrary: junk, weight: 1 }),
          type: typeNumber,
          name: maybe(localized),
          desc: maybe(localized),
          required: maybe(fc.constantFrom(0, 1, '1', '0')),
          nature: maybe(fc.constantFrom(0, 5, 7, '5')),
          isrelation: maybe(fc.constantFrom(0, 1, '1')),
          istitle: maybe(fc.constantFrom(0, 1)),
          item: optionList,
          options: optionList,
          pid: maybe(fc.oneof(idRef, fc.constant(0))),
          sort: maybe(fc.integer({ min: 0, max: 5 })),
          value_format: maybe(fc.constantFrom('', 'email', 'passport', '^\\d+$', 'cn_mobile')),
          connect_id_card: maybe(fc.constantFrom(0, 1)),
          date_type: maybe(fc.constantFrom('year', 'month', 'date')),
          compare: maybe(fc.array(idRef, { maxLength: 2 })),
          other_required: maybe(fc.constantFrom(0, 1)),
          errorMsg: maybe(localized),
          fieldErrorMsg: maybe(localized),
          condition,
        },
        { requiredKeys: ['id', 'field', 'type'] },
      ),
      rowRelation,
    )
    .map(([raw, rows]) => ({ ...raw, ...rows }));
  return definition;
}

const definition = definitions(1);
const clean = definitions(40);
const byIdAndKey = { selector: (item: Record<string, unknown>) => JSON.stringify(item.id) ?? '', maxLength: 7 };

/** Lists that mostly parse: unique ids, rare wrong values; they reach the adapter, the rules and validation. */
export const mostlyValidList: fc.Arbitrary<unknown> = fc.uniqueArray(clean, byIdAndKey).map((list) =>
  list
    .filter((item, index) => list.findIndex((other) => other.field === item.field || idText(other.id) === idText(item.id)) === index)
    .map((item) => ({ ...item, item: repairOptions(item.item), options: repairOptions(item.options) })),
);

const idText = (id: unknown) => (typeof id === 'number' || typeof id === 'string' ? String(id) : JSON.stringify(id));

/** Drops repeated option values and unlabelled options, so most lists parse. */
function repairOptions(options: unknown): unknown {
  if (!Array.isArray(options)) return options;
  const seen = new Set<string>();
  return (options as unknown[]).flatMap((option, index): unknown[] => {
    if (typeof option === 'string') return option ? [option] : [];
    if (typeof option !== 'object' || option === null || Array.isArray(option)) return [];
    const record = option as Record<string, unknown>;
    const value = record.value === undefined ? String(index) : String(record.value);
    if (seen.has(value) || !record.sc) return [];
    seen.add(value);
    return [option];
  });
}

/** Definition lists in all the shapes parseFields accepts, plus hopeless ones. */
export const definitionList: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: mostlyValidList, weight: 12 },
  { arbitrary: fc.array(definition, { maxLength: 7 }), weight: 6 },
  { arbitrary: fc.array(definition, { maxLength: 5 }).map((list) => JSON.stringify(list)), weight: 2 },
  { arbitrary: fc.record({ normal: fc.array(definition, { maxLength: 4 }), column: fc.array(definition, { maxLength: 3 }) }), weight: 2 },
  { arbitrary: fc.array(fc.oneof(definition, junk), { maxLength: 4 }), weight: 1 },
  { arbitrary: junk, weight: 1 },
);

/** Values for the keys of the pool: right shapes, server shapes and junk. */
export const valueOf: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  fc.constantFrom('0', '1', '0,2', 'x', '2020-01-01', '11010519491231002X', 'a@b.cn', '["0"]', '{"0":"3"}'),
  fc.array(fc.constantFrom('0', '1', '2', 'x'), { maxLength: 3 }),
  fc.record({ code: fc.constantFrom('+86', '+852'), number: fc.constantFrom('', '13800138000', '12ab') }),
  fc.record({ start: fc.constantFrom('', '2020-01'), end: fc.constantFrom('', '2019-01'), present: fc.boolean() }),
  fc.array(fc.record({ name: fc.constantFrom('a.pdf', 'b.png'), url: fc.constantFrom('/a', '') }), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('0', '1', 'x'), fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom('3', 'x'))),
);

const rowValues = fc.dictionary(fc.constantFrom(...KEY_POOL, 'columnNumber', 'a_other'), valueOf, { maxKeys: 4 });

export const formValues: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.constantFrom(...KEY_POOL, ...KEY_POOL.map((key) => `${key}_other`), 'writeState'),
  fc.oneof({ arbitrary: valueOf, weight: 4 }, { arbitrary: fc.array(rowValues, { maxLength: 3 }), weight: 2 }),
  { maxKeys: 8 },
);
