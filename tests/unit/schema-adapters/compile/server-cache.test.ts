import { describe, expect, it, vi } from 'vitest';
import { builtinFormRuntime } from '../../../../schema-adapters/index';
import { sharedAjv } from '../../../../schema-adapters/validate/sharedAjv';
import { validateExtraForm } from '../../../../server/services/apply/afterSubmit';
import { fieldsFromText, moduleFields } from '../../../../server/services/apply/fieldsCache';
import { letterErrors } from '../../../../server/services/recommend/letter';

const definitions = (maxLength: number) => [
  { id: 1, field: 'statement', name: 'Statement', type: 2, required: 1, condition: { max_length: maxLength } },
  { id: 2, field: 'email', name: 'E-mail', type: 1, nature: 5, required: 1 },
];

/** A module row as the database gives it. */
const moduleRow = (id: number, fields: string) => ({ id, fields });

describe('server definitions cached by the hash of their text', () => {
  it('gives the same parsed array for the same text, wherever it comes from', () => {
    const text = JSON.stringify(definitions(321));
    expect(moduleFields(moduleRow(1, text))).toBe(moduleFields(moduleRow(2, `${text}`)));
    expect(fieldsFromText(text)).toBe(moduleFields(moduleRow(3, text)));
    expect(fieldsFromText(JSON.stringify(definitions(322)))).not.toBe(fieldsFromText(text));
  });

  it('compiles a published form once for every applicant who saves it', () => {
    const fields = definitions(654);
    const compiles = vi.spyOn(sharedAjv(), 'addSchema');
    const first = validateExtraForm(builtinFormRuntime, structuredClone(fields), { statement: 'x', email: 'a@example.com' }, 'en');
    const compiledOnce = compiles.mock.calls.length;
    const second = validateExtraForm(builtinFormRuntime, structuredClone(fields), { statement: 'y' }, 'en');
    expect(first.errors).toEqual([]);
    expect(second.errors.map((error) => [error.field, error.keyword])).toEqual([['email', 'required']]);
    expect(compiledOnce).toBeGreaterThan(0);
    expect(compiles.mock.calls.length).toBe(compiledOnce);
    compiles.mockRestore();
  });

  it('reuses the plan of a letter form given as text on every save', () => {
    const text = JSON.stringify(definitions(987));
    const compiles = vi.spyOn(sharedAjv(), 'addSchema');
    const values = { statement: 'x', email: 'b@example.com' };
    letterErrors(builtinFormRuntime, text, values, 'en');
    const compiledOnce = compiles.mock.calls.length;
    for (let save = 0; save < 3; save += 1) letterErrors(builtinFormRuntime, `${text} `.trim(), { ...values }, 'en');
    expect(compiles.mock.calls.length).toBe(compiledOnce);
    compiles.mockRestore();
  });
});
