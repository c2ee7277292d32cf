import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SchemaAdapters from '../../../../schema-adapters/index';
import { hasOwnPatterns, loadEngines } from '../../../../schema-adapters/index';
import { patternModule } from './helpers';

const linearPattern = '../../../../schema-adapters/validators/linearPattern';
const schemaAdapters = '../../../../schema-adapters/index';

describe('hasOwnPatterns', () => {
  const own = patternModule('^[HM]\\d{8,10}$');
  const named = [{ id: 1, field: 'name', type: 1, name: 'Name', value_format: 'chinese' }];

  it('finds a pattern in every shape the parser accepts', () => {
    expect(hasOwnPatterns(own)).toBe(true);
    expect(hasOwnPatterns(JSON.stringify(own))).toBe(true);
    expect(hasOwnPatterns({ fields: own })).toBe(true);
    expect(hasOwnPatterns({ normal: named, column: own })).toBe(true);
  });

  it('does not count named formats, empty formats or unusable input', () => {
    expect(hasOwnPatterns(named)).toBe(false);
    expect(hasOwnPatterns([{ id: 1, field: 'code', type: 1, name: 'Code', value_format: '' }])).toBe(false);
    expect(hasOwnPatterns('not json')).toBe(false);
    expect(hasOwnPatterns(42)).toBe(false);
  });

  it('in Node finds the engine there at once: one settled load', async () => {
    expect(loadEngines(own)).toBe(loadEngines(own));
    await expect(loadEngines(own)).resolves.toBeUndefined();
    expect(loadEngines(named)).toBeUndefined();
  });
});

/** A fresh copy of the runtime as a browser has it: Node's module loader out of reach, so the engine must be loaded. */
async function asInBrowser() {
  vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never);
  vi.resetModules();
  return { engine: await import(linearPattern), adapters: (await import(schemaAdapters)) as typeof SchemaAdapters };
}

describe('the pattern engine in a browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('is loaded only for definitions with their own pattern, and then validates as on the server', async () => {
    const { engine, adapters } = await asInBrowser();
    const named = [{ id: 1, field: 'name', type: 1, name: 'Name', value_format: 'passport' }];
    expect(adapters.loadEngines(named)).toBeUndefined();
    expect(adapters.validateModule(named, { name: 'E1234567' }, { locale: 'en' })).toEqual([]);
    expect(engine.linearEngineReady()).toBe(false);

    const own = patternModule('^[HM]\\d{8,10}$');
    const loading = adapters.loadEngines(own);
    expect(loading).toBeInstanceOf(Promise);
    expect(adapters.loadEngines(own)).toBe(loading);
    await loading;
    expect(engine.linearEngineReady()).toBe(true);
    expect(adapters.loadEngines(own)).toBe(loading);
    expect(adapters.validateModule(own, { code: 'H12345678' }, { locale: 'en' })).toEqual([]);
    expect(adapters.validateModule(own, { code: 'X12345678' }, { locale: 'en' }).map((error) => error.keyword)).toEqual(['pattern']);
  });

  it('refuses to adapt a pattern before it is loaded, rather than dropping the pattern as unsupported', async () => {
    const { engine, adapters } = await asInBrowser();
    expect(() => engine.checkLinearPattern('^\\d{6}$')).toThrow(engine.LinearEngineNotLoaded);
    expect(() => adapters.parseFields(patternModule('^\\d{6}$'))).toThrow(engine.LinearEngineNotLoaded);
  });

  it('tries again after a failed load', async () => {
    const { engine } = await asInBrowser();
    vi.doMock('re2js', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(engine.loadLinearEngine()).rejects.toThrow();
    expect(engine.linearEngineReady()).toBe(false);
    vi.doUnmock('re2js');
    await engine.loadLinearEngine();
    expect(engine.linearEngineReady()).toBe(true);
  });
});
