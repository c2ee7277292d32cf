import { afterEach, describe, expect, it, vi } from 'vitest';
import { patternModule, validatePattern } from './helpers';
import { validateModule } from '../../../../schema-adapters/index';

/** Records every backtracking-engine use: construction through `RegExp` and every `exec` / `test` call. */
function watchBacktrackingEngine(): { constructed: string[]; run: () => string[]; sources: () => string[] } {
  const constructed: string[] = [];
  const NativeRegExp = RegExp;
  vi.stubGlobal(
    'RegExp',
    new Proxy(NativeRegExp, {
      construct(target, args: unknown[]) {
        constructed.push(String(args[0]));
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        constructed.push(String(args[0]));
        return Reflect.apply(target, self, args) as unknown;
      },
    }),
  );
  const exec = vi.spyOn(NativeRegExp.prototype, 'exec');
  const test = vi.spyOn(NativeRegExp.prototype, 'test');
  const run = () => [...exec.mock.contexts, ...test.mock.contexts].map((regExp) => (regExp as RegExp).source);
  return { constructed, run, sources: () => [...constructed, ...run()] };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('value_format patterns never reach the backtracking engine', () => {
  it('the watch sees an operator pattern that is run with RegExp', () => {
    const pattern = '^(b+)+watched$';
    const watch = watchBacktrackingEngine();
    new RegExp(pattern, 'u').test('bbb');
    expect(watch.constructed).toEqual([pattern]);
    expect(watch.run()).toContain(pattern);
    vi.mocked(RegExp.prototype.exec).mockClear();
    vi.mocked(RegExp.prototype.test).mockClear();
    'bbb'.match(pattern);
    expect(watch.run()).toEqual([pattern]);
  });

  it('parses, compiles and validates a raw-pattern field without RegExp seeing the pattern', () => {
    const pattern = '^(a+)+unwatched$';
    const watch = watchBacktrackingEngine();
    const fields = patternModule(pattern);
    const failing = validateModule(fields, { code: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaa!' }, { locale: 'en' });
    const passing = validateModule(fields, { code: 'aaaunwatched' }, { locale: 'en' });
    expect(failing.map((error) => error.keyword)).toEqual(['pattern']);
    expect(passing).toEqual([]);
    expect(watch.sources().filter((source) => source.includes('unwatched'))).toEqual([]);
  });

  it('keeps RegExp away from a pattern the linear engine refuses', () => {
    const pattern = '^(a+)\\1refused$';
    const watch = watchBacktrackingEngine();
    expect(validatePattern(pattern, 'aa!')).toEqual([]);
    expect(watch.sources().filter((source) => source.includes('refused'))).toEqual([]);
  });
});
