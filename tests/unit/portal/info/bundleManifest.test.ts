import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '../../../../bench/bundle/catalogue';
import { entryKey, keyOfSource, staticClosure, type Manifest } from '../../../../bench/bundle/manifest';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/pages/Login.tsx', 'src/pages/Big.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'] },
  'src/pages/Login.tsx': { file: 'assets/Login.js', isDynamicEntry: true, imports: ['_vendor.js', '_field.js'], dynamicImports: ['src/pages/Big.tsx'] },
  '_field.js': { file: 'assets/field.js', imports: ['index.html'] },
  'src/pages/Big.tsx': { file: 'assets/Big.js', isDynamicEntry: true, imports: ['_forms.js'] },
  'locales/sc.json?catalogue=core': { file: 'assets/sc.js', name: 'sc', isDynamicEntry: true },
  'locales/sc.json?catalogue=rest': { file: 'assets/sc2.js', name: 'sc', isDynamicEntry: true },
};

describe('the bundle bench', () => {
  it('follows static imports recursively, once each, and never dynamic ones', () => {
    expect(staticClosure(MANIFEST, [entryKey(MANIFEST), keyOfSource(MANIFEST, 'src/pages/Login')])).toEqual([
      'index.html',
      '_vendor.js',
      '_runtime.js',
      'src/pages/Login.tsx',
      '_field.js',
    ]);
  });

  it('takes the core part of the start language catalogue', () => {
    expect(catalogueKeys(MANIFEST, 'sc')).toEqual(['locales/sc.json?catalogue=core']);
    expect(() => catalogueKeys(MANIFEST, 'tc')).toThrow(/tc/);
  });

  it('fails loudly on a key the manifest lacks', () => {
    expect(() => staticClosure(MANIFEST, ['_missing.js'])).toThrow(/_missing/);
    expect(() => keyOfSource(MANIFEST, 'src/pages/Nope')).toThrow(/Nope/);
  });
});
