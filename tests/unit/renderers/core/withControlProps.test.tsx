// @vitest-environment jsdom
import { type ControlProps, type JsonSchema, type OwnPropsOfControl, type UISchemaElement, createAjv } from '@jsonforms/core';
import { JsonForms, withJsonFormsControlProps } from '@jsonforms/react';
import { render } from '@testing-library/react';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { withControlProps } from '../../../../renderers/core/withControlProps';

type Seen = Record<string, unknown>;

/** Records the props a control received, functions left out (they are new closures on each wrapper). */
function recorder(into: Seen[]) {
  return function Recorder(props: ControlProps) {
    into.push(Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function')));
    return null;
  };
}

const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'Your name' },
    nickname: { type: 'string' },
    rows: { type: 'array', items: { type: 'object', properties: { org: { type: 'string' } }, required: ['org'] } },
  },
  required: ['name'],
};

const elements: UISchemaElement[] = [
  { type: 'Control', scope: '#/properties/name', label: 'Name' } as UISchemaElement,
  {
    type: 'Control',
    scope: '#/properties/nickname',
    rule: { effect: 'SHOW', condition: { scope: '#/properties/name', schema: { const: 'Ann' } } },
    options: { readonly: true },
  } as UISchemaElement,
  { type: 'Control', scope: '#/properties/org' } as UISchemaElement,
];

const errors: ErrorObject[] = [{ instancePath: '/name', schemaPath: '', keyword: 'notEmpty', params: {}, message: 'Required' }];

function propsBoth(uischema: UISchemaElement, own: Partial<OwnPropsOfControl>, data: unknown, readonly = false) {
  const stock: Seen[] = [];
  const portal: Seen[] = [];
  const Stock = withJsonFormsControlProps(recorder(stock));
  const Portal = withControlProps(recorder(portal));
  const Both = (props: OwnPropsOfControl) => (
    <>
      <Stock {...props} {...own} />
      <Portal {...props} {...own} />
    </>
  );
  render(
    <JsonForms
      schema={schema}
      uischema={uischema}
      data={data}
      renderers={[{ tester: () => 1, renderer: Both }]}
      ajv={createAjv()}
      validationMode="NoValidation"
      additionalErrors={errors}
      readonly={readonly}
    />,
  );
  return { stock: stock.at(-1), portal: portal.at(-1) };
}

describe('withControlProps', () => {
  it.each([
    ['a required control with a label, a description and an error', 0, {}, { name: 'Ann' }, false],
    ['a control shown by a rule, read-only by its options', 1, {}, { name: 'Ann', nickname: 'A' }, false],
    ['a control hidden by its rule', 1, {}, { name: 'Bob' }, false],
    ['a control of a group row, inside a read-only form', 2, { path: 'rows.0', schema: (schema.properties?.rows as JsonSchema).items as JsonSchema }, { rows: [{ org: 'X' }] }, true],
  ] as const)('gives %s the props JSON Forms gives', (_, at, own, data, readonly) => {
    const { stock, portal } = propsBoth(elements[at] as UISchemaElement, own as Partial<OwnPropsOfControl>, data, readonly);
    expect(stock).toBeDefined();
    expect(portal).toEqual(stock);
  });
});

describe('withControlProps on a required control with an error', () => {
  it('gives its label, required flag, error, data and description', () => {
    const { portal } = propsBoth(elements[0] as UISchemaElement, {}, { name: 'Ann' });
    expect(portal).toMatchObject({ label: 'Name', required: true, errors: 'Required', data: 'Ann', description: 'Your name', path: 'name', visible: true, enabled: true });
  });
});
