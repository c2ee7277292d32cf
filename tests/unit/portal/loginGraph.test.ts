import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../../bench/bundle/loginRoute';
import { PLAIN_ROUTES } from '../../../src/app/routes/light';
import { REPO_ROOT, resolveSpecifier } from '../importGraph';

/** Specifiers a file imports for their values (type-only imports and dynamic `import()` left out), packages included. */
function allValueSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    return [];
  });
}

/** Relative specifiers a file imports for their values. */
const valueSpecifiers = (path: string): string[] => allValueSpecifiers(path).filter((specifier) => specifier.startsWith('.'));

/** Every source file `roots` reach through static value imports, root-relative. */
function staticReach(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const key = relative(REPO_ROOT, file).replaceAll('\\', '/');
    if (seen.has(key)) return;
    seen.add(key);
    for (const specifier of valueSpecifiers(file)) {
      const target = resolveSpecifier(file, specifier);
      if (target) visit(target);
    }
  };
  for (const root of roots) visit(join(REPO_ROOT, root));
  return seen;
}

/** The packages `files` import for their values (`@mui/material/styles` → `@mui/material`). */
const packagesOf = (files: ReadonlySet<string>): Set<string> =>
  new Set(
    [...files]
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => allValueSpecifiers(join(REPO_ROOT, file)))
      .filter((specifier) => !specifier.startsWith('.'))
      .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')),
  );

/** What the shell shares with the form: the UI kit and the one lazy-loading helper (the shell's menus load with it). */
const SHARED_WITH_SHELL = ['renderers/ui/', 'renderers/deferred/deferredComponent.tsx', 'renderers/deferred/deferredPart.ts', 'renderers/deferred/usable.ts', 'renderers/deferred/chunkRetry.ts'];

/** The form runtime's files, but for what the shell shares with it. */
const isFormRuntime = (file: string) =>
  (file.startsWith('renderers/') && !SHARED_WITH_SHELL.some((shared) => file.startsWith(shared))) ||
  file === 'schema-adapters/index.ts' ||
  file.startsWith('schema-adapters/runtime/') ||
  file === 'src/formRuntime.tsx';

describe('the login route', () => {
  const reached = staticReach(['src/main.tsx', 'src/pages/account/LoginPage.tsx']);

  it('reaches the shell and the login page', () => {
    expect(reached).toContain('src/app/routes/build.tsx');
    expect(reached).toContain('src/api/client.ts');
  });

  it('does not statically import the form runtime, its renderers or the adapters barrel (the route budget of bench:bundle)', () => {
    expect([...reached].filter(isFormRuntime)).toEqual([]);
  });

  it("imports the API areas it calls, not the API barrel that brings every area's calls", () => {
    expect(reached).toContain('src/api/account.ts');
    expect(reached).not.toContain('src/api/index.ts');
  });

  it('is drawn without MUI and its styling engine: they load with the other pages and the shell\'s menus', () => {
    const packages = [...packagesOf(reached)];
    expect(packages).toContain('react-router-dom');
    expect(packages.filter((name) => name.startsWith('@mui/') || name.startsWith('@emotion/'))).toEqual([]);
    expect(reached).not.toContain('src/themes/PortalThemeProvider.tsx');
  });
});

describe('plain routes', () => {
  it('have pages that import no MUI, as the page loader gives them no MUI theme', () => {
    const root = REPO_ROOT;
    const plainPages = routePages(root).filter((route) => PLAIN_ROUTES.has(route.name));
    expect(plainPages.map((route) => route.name)).toContain('login');
    for (const route of plainPages) {
      const reached = staticReach([`${route.source}.tsx`]);
      expect([...packagesOf(reached)].filter((name) => name.startsWith('@mui/')), route.path).toEqual([]);
    }
  });
});

describe('the activity sign-in route', () => {
  it('draws no form, so it does not load the form runtime either', () => {
    const reached = staticReach(['src/pages/activity/ActivitySignInPage.tsx']);
    expect(reached).toContain('src/pages/activity/SignInForm.tsx');
    expect([...reached].filter(isFormRuntime)).toEqual([]);
  });
});
