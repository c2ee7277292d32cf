import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, resolveSpecifier } from '../importGraph';

/** Relative specifiers a file imports for their values (type-only imports and dynamic `import()` left out). */
function valueSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    return [];
  }).filter((specifier) => specifier.startsWith('.'));
}

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

const isFormRuntime = (file: string) =>
  file.startsWith('renderers/') || file === 'schema-adapters/index.ts' || file.startsWith('schema-adapters/runtime/') || file === 'src/formRuntime.tsx';

describe('the login route', () => {
  const reached = staticReach(['src/main.tsx', 'src/pages/account/LoginPage.tsx']);

  it('reaches the shell and the login page', () => {
    expect(reached).toContain('src/app/routes/build.tsx');
    expect(reached).toContain('src/api/client.ts');
  });

  it('does not statically import the form runtime, its renderers or the adapters barrel (the route budget of bench:bundle)', () => {
    expect([...reached].filter(isFormRuntime)).toEqual([]);
  });
});

describe('the activity sign-in route', () => {
  it('draws no form, so it does not load the form runtime either', () => {
    const reached = staticReach(['src/pages/activity/ActivitySignInPage.tsx']);
    expect(reached).toContain('src/pages/activity/SignInForm.tsx');
    expect([...reached].filter(isFormRuntime)).toEqual([]);
  });
});
