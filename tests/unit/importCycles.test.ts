import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, relativeToRepo, REPO_ROOT, sourceFiles } from './importGraph';

const ROOTS = ['src', 'renderers', 'schema-adapters', 'protocol', 'server'];

describe('import cycles', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds a cycle closed by a type import, through index files and across extensions', () => {
    mkdirSync(join(scratch, 'c'));
    writeFileSync(join(scratch, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
    writeFileSync(join(scratch, 'b.tsx'), "export { c } from './c';\nexport type B = string;\n");
    writeFileSync(join(scratch, 'c', 'index.ts'), "import { value } from '../lazy';\nexport const c = value;\n");
    writeFileSync(join(scratch, 'lazy.ts'), "export const value = 1;\nexport const load = () => import('./a');\n");
    expect(importCycles(importGraph(sourceFiles(scratch)))).toEqual([]);

    writeFileSync(join(scratch, 'c', 'index.ts'), "import type { A } from '../a';\nexport const c: A = '';\n");
    const cycles = importCycles(importGraph(sourceFiles(scratch)));
    expect(cycles.map((cycle) => cycle.map((path) => path.slice(scratch.length + 1)))).toEqual([['a.ts', 'b.tsx', 'c/index.ts']]);
  });

  it('finds none among the sources of src/, renderers/, schema-adapters/, protocol/ and server/', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(join(REPO_ROOT, root)));
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(importGraph(files)).map(relativeToRepo)).toEqual([]);
  });
});
