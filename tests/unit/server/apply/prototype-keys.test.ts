import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { FiledData, SaveData } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, save } from './helpers';

const text = (id: number, field: string, extra: Record<string, unknown> = {}) => ({ id, field, type: 1, required: 1, name: { sc: field, tc: field, en: field }, ...extra });
const column = { condition: { columnTable: { isInColumnTable: 1 } }, pid: 3 };
const FIELDS = [
  text(1, 'constructor'),
  text(2, 'toString'),
  { id: 3, field: 'valueOf', type: 1, name: 'Rows', condition: { requirerdQuantity: 1, customize: 1, columnLayout: 2 } },
  text(4, 'hasOwnProperty', column),
  { id: 5, field: 'isPrototypeOf', type: 3, item: [{ sc: 'A', value: 'propertyIsEnumerable' }, { sc: 'B', value: '__proto__', text: 1 }] },
];

/** Values as the browser's JSON text carries them, a `__proto__` key included (JSON.parse makes it an own key). */
const withProtoKey = (values: Record<string, unknown>) => ({ ...values, ...(JSON.parse('{"__proto__":{"polluted":true,"toString":"inherited"}}') as object) });

describe('apply: field keys named like Object.prototype properties', () => {
  const server = useTestServer();
  let menuId: number;
  beforeAll(async () => {
    const projectId = await server.projectId('scu');
    const inserted = await server.app.ctx.db
      .insertInto('modules')
      .values({ project_id: projectId, name: 'prototype-keys', title: JSON.stringify({ sc: '键', tc: '鍵', en: 'Keys' }), required: 0, referee: 0, options: '{}', fields: JSON.stringify(FIELDS), sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    menuId = inserted.id;
  });

  it('saves such keys complete and reads them back unchanged, without the __proto__ key', async () => {
    const user = await applicantWithBatch(server);
    const values = {
      constructor: 'a',
      toString: 'b',
      valueOf: [{ columnNumber: 1, hasOwnProperty: 'c' }],
      isPrototypeOf: '__proto__',
      isPrototypeOf_other: 'd',
    };
    const reply = await save(server, user.headers, menuId, withProtoKey(values), 0);
    expect(reply.body.data as SaveData).toMatchObject({ state: 2, version: 1, errors: [] });
    const filed = (await server.get(PATHS.apply.filed, { menu_id: menuId }, user.headers)).body.data as FiledData;
    expect(filed.values).toEqual(values);
    expect(Object.getPrototypeOf(filed.values)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports empty ones as required, never filled from a __proto__ value', async () => {
    const user = await applicantWithBatch(server);
    const reply = await save(server, user.headers, menuId, withProtoKey({ valueOf: [{ columnNumber: 1 }] }), 0);
    const data = reply.body.data as SaveData;
    expect(data.state).toBe(1);
    expect(data.errors.map(({ field, keyword }) => `${field}/${keyword}`).sort()).toEqual(['constructor/required', 'toString/required', 'valueOf[0].hasOwnProperty/required']);
    expect(data.errors.every((error) => error.message === 'Required fields cannot be empty')).toBe(true);
    const filed = (await server.get(PATHS.apply.filed, { menu_id: menuId }, user.headers)).body.data as FiledData;
    expect(filed.values).toEqual({ valueOf: [{ columnNumber: 1 }] });
  });
});
