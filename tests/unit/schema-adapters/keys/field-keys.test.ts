import { describe, expect, it } from 'vitest';
import { FieldDefinitionError, adaptModule, parseFields, validateModule } from '../../../../schema-adapters/index';
import { PROTOTYPE_KEY, PROTOTYPE_NAMES, REQUIRED_MESSAGE, fromJson, requiredText } from './keys';

const en = { locale: 'en' } as const;

describe('names of Object.prototype properties as field keys', () => {
  it.each(PROTOTYPE_NAMES)('a required text field keyed %s reports required when empty and passes when filled', (key) => {
    const fields = [requiredText(key)];
    const required = [{ field: key, keyword: 'required', message: REQUIRED_MESSAGE }];
    expect(validateModule(fields, {}, en)).toEqual(required);
    expect(validateModule(fields, fromJson([[key, '']]), en)).toEqual(required);
    expect(validateModule(fields, fromJson([[key, '   ']]), en)).toEqual(required);
    expect(validateModule(fields, fromJson([[key, 'filled']]), en)).toEqual([]);
  });

  it.each(PROTOTYPE_NAMES)('an optional field keyed %s left out is no error; adapt gives it its own property', (key) => {
    const fields = [{ id: 1, field: key, type: 2 }];
    expect(validateModule(fields, {}, en)).toEqual([]);
    const { schema, uischema } = adaptModule(fields, en);
    expect(Object.hasOwn(schema.properties as object, key)).toBe(true);
    expect(uischema.elements?.[0]?.scope).toBe(`#/properties/${key}`);
  });

  it('other text, choices and compare work between such keys', () => {
    const fields = [
      { id: 1, field: 'valueOf', type: 3, required: 1, item: [{ sc: 'A' }, { sc: '其他', text: 1, required: 1 }] },
      { id: 2, field: 'toString', type: 1, nature: 5, compare: ['isPrototypeOf'] },
      { id: 3, field: 'isPrototypeOf', type: 1, nature: 5 },
    ];
    expect(validateModule(fields, { valueOf: '1' }, en)).toEqual([{ field: 'valueOf_other', keyword: 'required', message: expect.any(String) as string }]);
    expect(validateModule(fields, { valueOf: '0', toString: 'a@b.cn', isPrototypeOf: 'a@b.cn' }, en)).toEqual([
      { field: 'toString', keyword: 'portalCompare', message: expect.any(String) as string },
    ]);
    expect(validateModule(fields, { valueOf: '0', toString: 'a@b.cn', isPrototypeOf: 'c@d.cn' }, en)).toEqual([]);
  });

  it('visibility triggers between such keys show and hide as for any key', () => {
    const fields = [
      {
        id: 1,
        field: 'constructor',
        type: 3,
        item: [{ sc: '是' }, { sc: '否' }],
        condition: { option_trigger: { option_index: [0], open_id: ['hasOwnProperty'] } },
      },
      { ...requiredText('hasOwnProperty', 2), isrelation: 1 },
    ];
    expect(validateModule(fields, { constructor: '1' }, en)).toEqual([]);
    expect(validateModule(fields, { constructor: '0' }, en)).toEqual([{ field: 'hasOwnProperty', keyword: 'required', message: REQUIRED_MESSAGE }]);
  });
});

describe('names of Object.prototype properties as group column keys', () => {
  const group = { id: 10, field: 'constructor', type: 1, required: 1, condition: { requirerdQuantity: 1, customize: 1, columnLayout: 2 } };
  const column = (id: number, key: string) => ({ ...requiredText(key, id), pid: 10, condition: { columnTable: { isInColumnTable: 1 } } });
  const fields = [group, column(11, 'toString'), column(12, 'propertyIsEnumerable')];

  it('reports each empty required column by its path and passes filled rows', () => {
    const errors = validateModule(fields, { constructor: [{ columnNumber: 1 }] }, en);
    expect(errors.map(({ field, keyword }) => ({ field, keyword }))).toEqual([
      { field: 'constructor[0].toString', keyword: 'required' },
      { field: 'constructor[0].propertyIsEnumerable', keyword: 'required' },
    ]);
    expect(validateModule(fields, { constructor: [{ columnNumber: 1, toString: 'a', propertyIsEnumerable: 'b' }] }, en)).toEqual([]);
  });

  it('reports the missing group itself as required', () => {
    expect(validateModule(fields, {}, en)).toContainEqual({ field: 'constructor', keyword: 'required', message: REQUIRED_MESSAGE });
  });
});

describe('__proto__ as a field key', () => {
  it('is refused with a FieldDefinitionError naming the field', () => {
    for (const run of [() => parseFields([requiredText(PROTOTYPE_KEY)]), () => adaptModule([requiredText(PROTOTYPE_KEY)]), () => validateModule([requiredText(PROTOTYPE_KEY)], {})]) {
      expect(run).toThrow(FieldDefinitionError);
      expect(run).toThrow('fields[0].field');
    }
  });

  it('is refused as a column key too, from JSON text as from objects', () => {
    const text = `[{"id":1,"field":"rows","type":1},{"id":2,"pid":1,"type":1,"field":"${PROTOTYPE_KEY}","condition":{"columnTable":{"isInColumnTable":1}}}]`;
    expect(() => adaptModule(text)).toThrow('fields[1].field');
  });
});
