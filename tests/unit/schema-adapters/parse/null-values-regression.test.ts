import { describe, expect, it } from 'vitest';
import { parseFieldsReport } from '../../../../schema-adapters/index';

/** Regression: null or blank condition values (and the JSON text `null`) read as absent, silently. */
describe('null and blank condition keys read as absent', () => {
  it.each([null, ''])('condition.option %j on a text field is ignored silently', (value) => {
    const report = parseFieldsReport([{ id: 1, field: 'a', type: 1, condition: { option: value } }]);
    expect(report.fields[0]?.condition).toEqual({});
    expect(report.warnings).toEqual([]);
  });

  it('condition.files null is ignored silently like the other keys', () => {
    const report = parseFieldsReport([{ id: 1, field: 'a', type: 8, condition: { files: null, file_type: null } }]);
    expect(report.warnings).toEqual([]);
  });

  /** The condition may be JSON text; the JSON text "null" is the null condition, which reads as {} (like null). */
  it('condition sent as the JSON text "null" reads as no condition', () => {
    const report = parseFieldsReport([{ id: 1, field: 'a', type: 1, condition: 'null' }]);
    expect(report.fields[0]?.condition).toEqual({});
  });
});
