// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormRuntimeProvider, PortalForm, type PortalFormHandle, fetchValidatorsWith, prepareForm } from '../../../../renderers/index';
import {
  type FormRuntime,
  type PrecompiledValidators,
  builtinFieldTypes,
  builtinFormRuntime,
  createFormRuntime,
  createValidatorSource,
  formValidatorSchemas,
} from '../../../../schema-adapters/index';
import { sharedCompiler } from '../../../../schema-adapters/validate/sharedCompiler';
import { standaloneValidators } from '../../../../schema-adapters/validate/standaloneValidators';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let roots: Root[] = [];
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => fetchValidatorsWith(undefined));
afterEach(() => {
  roots.forEach((root) => root.unmount());
  roots = [];
  document.body.innerHTML = '';
  fetchValidatorsWith(undefined);
});

const name = (en: string) => ({ sc: en, tc: en, en });
/** A required text, a trigger that opens a required "other" text, and a length limit: module parts and a rule condition. */
const fields = () => [
  { id: 1, field: 'motto', type: 1, name: name('Motto'), required: 1, condition: { max_length: 5 } },
  { id: 2, field: 'pet', type: 3, name: name('Pet'), item: [{ ...name('Cat'), value: 'cat' }, { ...name('Other'), value: 'other', text: 1, required: 1 }] },
  { id: 3, field: 'why', type: 1, name: name('Why'), isrelation: 1, condition: { max_length: 9 } },
];

/** A runtime as in a browser: no compiler at hand, a counted load of AJV's compiler. */
function browserLikeRuntime(): { runtime: FormRuntime; compilerLoads: () => number } {
  let loads = 0;
  const validators = createValidatorSource({
    loadCompiler: async () => {
      loads += 1;
      return sharedCompiler;
    },
  });
  return { runtime: createFormRuntime({ fieldTypes: builtinFieldTypes, validators }), compilerLoads: () => loads };
}

function generated(definitions: unknown, drop = 0): PrecompiledValidators {
  const schemas = formValidatorSchemas(builtinFormRuntime.plan(definitions as never, { locale: 'en' }));
  const kept = new Map([...schemas].slice(drop));
  return standaloneValidators(kept);
}

const values = { motto: 'much too long', pet: 'cat' };
const expected = () => builtinFormRuntime.validate(fields(), values, { locale: 'en' });

describe('a form\'s validators', () => {
  it('come precompiled from the server: the compiler never loads', async () => {
    const { runtime, compilerLoads } = browserLikeRuntime();
    const definitions = fields();
    const fetcher = vi.fn(async () => generated(definitions));
    fetchValidatorsWith(fetcher);
    await prepareForm(definitions, { runtime, locale: 'en' });
    expect(fetcher).toHaveBeenCalledWith(definitions, { locale: 'en', referee: 0 });
    expect(compilerLoads()).toBe(0);
    expect(runtime.validate(definitions, values, { locale: 'en' })).toEqual(expected());
    expect(expected().length).toBeGreaterThan(0);
  });

  it('come precompiled from the server even where the compiler is at hand, so the browser compiles nothing', async () => {
    const definitions = fields();
    let compiled = 0;
    const validators = createValidatorSource({
      compiler: (schema) => {
        compiled += 1;
        return sharedCompiler(schema);
      },
      loadCompiler: () => Promise.resolve(sharedCompiler),
    });
    const runtime = createFormRuntime({ fieldTypes: builtinFieldTypes, validators });
    const fetcher = vi.fn(async () => generated(definitions));
    fetchValidatorsWith(fetcher);
    await prepareForm(definitions, { runtime, locale: 'en' });
    expect(fetcher).toHaveBeenCalledOnce();
    expect(runtime.validate(definitions, values, { locale: 'en' })).toEqual(expected());
    expect(compiled).toBe(0);
  });

  it('load AJV\'s compiler when the server\'s answer leaves a schema out, and validate alike', async () => {
    const { runtime, compilerLoads } = browserLikeRuntime();
    const definitions = fields();
    fetchValidatorsWith(async () => generated(definitions, 1));
    await prepareForm(definitions, { runtime, locale: 'en' });
    expect(compilerLoads()).toBe(1);
    expect(runtime.validate(definitions, values, { locale: 'en' })).toEqual(expected());
  });

  it('load AJV\'s compiler when the call fails or there is no server, and validate alike', async () => {
    const failing = browserLikeRuntime();
    const definitions = fields();
    fetchValidatorsWith(() => Promise.reject(new Error('503')));
    await prepareForm(definitions, { runtime: failing.runtime, locale: 'en' });
    expect(failing.compilerLoads()).toBe(1);
    expect(failing.runtime.validate(definitions, values, { locale: 'en' })).toEqual(expected());
    const serverless = browserLikeRuntime();
    fetchValidatorsWith(undefined);
    await prepareForm(definitions, { runtime: serverless.runtime, locale: 'en' });
    expect(serverless.compilerLoads()).toBe(1);
    expect(serverless.runtime.validate(definitions, values, { locale: 'en' })).toEqual(expected());
  });

  it('refuse to validate a form nothing prepared instead of guessing', () => {
    const { runtime } = browserLikeRuntime();
    expect(() => runtime.validate(fields(), values, { locale: 'en' })).toThrow(/compiler is not loaded/);
  });

  it('let a form drawn without a loading step validate when the endpoint fails: it waits for the compiler, then shows the errors', async () => {
    const { runtime, compilerLoads } = browserLikeRuntime();
    const definitions = fields();
    fetchValidatorsWith(() => Promise.reject(new Error('network down')));
    const form = createRef<PortalFormHandle>();
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    roots.push(root);
    flushSync(() =>
      root.render(
        <FormRuntimeProvider value={runtime}>
          <PortalForm ref={form} fields={definitions} values={values} locale="en" />
        </FormRuntimeProvider>,
      ),
    );
    expect(await screen.findByRole('textbox', { name: /Motto/ })).toBeInTheDocument();
    expect(compilerLoads()).toBe(1);
    let found: unknown[] = [];
    flushSync(() => {
      found = form.current?.validate() ?? [];
    });
    expect(found).toEqual(expected());
    await waitFor(() => expect(screen.getAllByText(expected()[0]?.message ?? 'no message').length).toBeGreaterThan(0));
  });
});
