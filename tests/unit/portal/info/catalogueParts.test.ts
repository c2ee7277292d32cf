import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { DEFERRED_PATHS, LEFT_OUT_PATHS, catalogueSlice } from '../../../../src/i18n/parts';

type Tree = { [key: string]: unknown };

const leaves = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null ? Object.entries(node as Tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

describe('catalogue parts', () => {
  it('core and rest together hold every key the portal shows exactly once', () => {
    const core = leaves(catalogueSlice(en, 'core'));
    const rest = leaves(catalogueSlice(en, 'rest'));
    expect(core.filter((key) => rest.includes(key))).toEqual([]);
    const shown = leaves(en).filter((key) => !LEFT_OUT_PATHS.some((section) => key.startsWith(`${section}.`)));
    expect([...core, ...rest].sort()).toEqual(shown.sort());
  });

  it("leaves the server's and the gallery's own messages out of both parts", () => {
    for (const part of ['core', 'rest'] as const) {
      const slice = catalogueSlice(en, part);
      expect(Object.keys(slice).filter((key) => LEFT_OUT_PATHS.includes(key))).toEqual([]);
    }
    expect(en.server).toBeDefined();
    expect(en.web).toBeDefined();
  });

  it('keeps what the login route shows in core and defers the form runtime and information screens', () => {
    const core = catalogueSlice(en, 'core') as { portal: Tree; languageNames: Tree; validation?: unknown };
    expect((core.portal.account as Tree).login).toBeDefined();
    expect(core.portal.errors).toBeDefined();
    expect(core.languageNames).toBeDefined();
    expect(core.validation).toBeUndefined();
    expect(core.portal.info).toBeUndefined();
    const rest = catalogueSlice(en, 'rest') as { portal: Tree; validation: unknown };
    expect(rest.portal.info).toBeDefined();
    const deferredAreas = DEFERRED_PATHS.filter((path) => path.startsWith('portal.')).map((path) => path.slice('portal.'.length));
    expect(Object.keys(rest.portal).sort()).toEqual(deferredAreas.filter((area) => area in en.portal).sort());
    expect(core.portal.apply).toBeUndefined();
    expect(DEFERRED_PATHS).toContain('validation');
  });

  it('puts a namespace nobody listed in core', () => {
    expect(catalogueSlice({ brandNew: { a: 'x' }, validation: { b: 'y' } }, 'core')).toEqual({ brandNew: { a: 'x' } });
    expect(catalogueSlice({ brandNew: { a: 'x' }, validation: { b: 'y' } }, 'rest')).toEqual({ validation: { b: 'y' } });
  });
});
