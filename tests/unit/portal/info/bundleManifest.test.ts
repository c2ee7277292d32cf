import { describe, expect, it } from 'vitest';
import { catalogueKeys, deferredCatalogueKeys } from '../../../../bench/bundle/catalogue';
import { routePages } from '../../../../bench/bundle/loginRoute';
import { entryKey, keyOfSource, muiThemeKeys, staticClosure, type Manifest } from '../../../../bench/bundle/manifest';
import { largestExtra, routeExtras } from '../../../../bench/bundle/routeExtras';
import { ROUTES } from '../../../../src/app/routes/table';

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

describe('what each route adds beyond the login route', () => {
  const ROUTE_MANIFEST: Manifest = {
    ...MANIFEST,
    'src/pages/Help.tsx': { file: 'assets/Help.js', isDynamicEntry: true, imports: ['_vendor.js', '_field.js', 'assets/help.css'] },
    'assets/help.css': { file: 'assets/help.css' },
    'src/themes/PortalThemeProvider.tsx': { file: 'assets/PortalThemeProvider.js', isDynamicEntry: true, imports: ['_mui.js', '_vendor.js'] },
    '_mui.js': { file: 'assets/mui.js' },
  };
  const GZIP: Record<string, number> = {
    'src/pages/Big.tsx': 300,
    '_forms.js': 700,
    'locales/sc.json?catalogue=rest': 50,
    'src/pages/Help.tsx': 40,
    'assets/help.css': 9,
    'src/themes/PortalThemeProvider.tsx': 1,
    '_mui.js': 20,
  };
  const loaded = new Set(staticClosure(ROUTE_MANIFEST, [entryKey(ROUTE_MANIFEST), 'src/pages/Login.tsx', 'locales/sc.json?catalogue=core']));
  const route = (path: string, source: string, light = false, plain = false) => ({ path, name: path, source, light, plain });
  const extras = routeExtras(
    ROUTE_MANIFEST,
    [route('/login', 'src/pages/Login', true, true), route('/big', 'src/pages/Big'), route('/help', 'src/pages/Help'), route('/help/light', 'src/pages/Help', true), route('/help/plain', 'src/pages/Help', true, true)],
    loaded,
    { deferredCatalogue: deferredCatalogueKeys(ROUTE_MANIFEST, 'sc'), muiTheme: muiThemeKeys(ROUTE_MANIFEST) },
    (key) => GZIP[key] ?? 0,
  );

  it("counts the JavaScript of the page closure the login route did not load, with the deferred messages unless light and MUI's theme unless plain", () => {
    const theme = ['src/themes/PortalThemeProvider.tsx', '_mui.js'];
    expect(extras.map(({ path, keys, gzip }) => ({ path, keys, gzip }))).toEqual([
      { path: '/login', keys: [], gzip: 0 },
      { path: '/big', keys: ['src/pages/Big.tsx', '_forms.js', 'locales/sc.json?catalogue=rest', ...theme], gzip: 1071 },
      { path: '/help', keys: ['src/pages/Help.tsx', 'locales/sc.json?catalogue=rest', ...theme], gzip: 111 },
      { path: '/help/light', keys: ['src/pages/Help.tsx', ...theme], gzip: 61 },
      { path: '/help/plain', keys: ['src/pages/Help.tsx'], gzip: 40 },
    ]);
  });

  it('has no MUI theme chunk to add in a build without one', () => {
    expect(muiThemeKeys(MANIFEST)).toEqual([]);
  });

  it('names the largest route', () => {
    expect(largestExtra(extras)?.path).toBe('/big');
    expect(largestExtra([])).toBeUndefined();
  });

  it('has no deferred part in a build without the split', () => {
    expect(deferredCatalogueKeys({ 'locales/sc.json': { file: 'assets/sc.js', name: 'sc' } }, 'sc')).toEqual([]);
  });

  it('reads every route of the route table, the login tabs light and plain', () => {
    const pages = routePages('/root');
    expect(pages.length).toBe(ROUTES.length);
    expect(pages.find((page) => page.path === '/login')).toEqual({ path: '/login', name: 'login', source: 'src/pages/account/LoginPage', light: true, plain: true });
    expect(pages.find((page) => page.path === '/register')).toMatchObject({ light: false, plain: false });
  });
});
