import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SOURCE_FOLDERS = ['schema-adapters', 'renderers', 'src', 'server', 'protocol'];
/** Where field types are defined: each adapter owns its number. */
const ADAPTERS = join(ROOT, 'schema-adapters/fields');

/** Ways a field type number shows up in code: compared with a field's type, or named as a constant or a set of them. */
const TYPE_NUMBER_PATTERNS = [
  /\.type\)?\s*[!=]==?\s*\d/,
  /\b[A-Z_]*TYPES?\s*=\s*(new Set\(\[)?\s*\d/,
  /\bNumber\([\w.]*\.type\)\s*[!=]==?\s*\d/,
  /\b(SIGNATURE|PHONE|UPLOAD|VIDEO|MATRIX|LEVELS|RICH_TEXT|DATE|TEXT)\s*=\s*\d/,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function typeNumberLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) => (TYPE_NUMBER_PATTERNS.some((pattern) => pattern.test(line)) ? [`${relative(ROOT, path)}:${index + 1}: ${line.trim()}`] : []));
}

describe('field type numbers', () => {
  it('appear only in their adapters (the rest of the code asks the runtime or an adapter’s predicate)', () => {
    const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).filter((path) => !path.startsWith(ADAPTERS));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(typeNumberLines)).toEqual([]);
  });

  it('are caught by the check where they leak', () => {
    expect(TYPE_NUMBER_PATTERNS.some((pattern) => pattern.test('if (field.type === 12) return;'))).toBe(true);
    expect(TYPE_NUMBER_PATTERNS.some((pattern) => pattern.test('const UPLOAD_TYPES = new Set([8, 11]);'))).toBe(true);
    expect(TYPE_NUMBER_PATTERNS.some((pattern) => pattern.test('const PHONE = 13;'))).toBe(true);
    expect(TYPE_NUMBER_PATTERNS.some((pattern) => pattern.test("if (field.type === 'object') return;"))).toBe(false);
  });
});

describe('the server', () => {
  it('validates and converts values only through the runtime of its context, never the built-in functions', () => {
    const builtinOnly = /\b(validateModule|fromServerValues|toServerValues|adaptModule|pruneFormData|builtinFormRuntime)\b/;
    const found = sourceFiles(join(ROOT, 'server')).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (builtinOnly.test(line) ? [`${relative(ROOT, path)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
