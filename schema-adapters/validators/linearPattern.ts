import type { RegExpEngine, RegExpLike } from 'ajv/dist/types';
import type { createRequire } from 'node:module';
import type { RE2JS } from 're2js';
import { dropOldest } from '../cacheEviction';
import { LIMITS } from '../limits';

/** The longest raw `value_format` pattern a definition may carry, in characters. */
export const MAX_PATTERN_LENGTH = LIMITS.patternLength;
/** How many compiled patterns are kept; the least recently used one is dropped first. */
const CACHE_LIMIT = 256;

/** Outcome of `checkLinearPattern`: `reason` says why the linear engine refuses the pattern. */
export type LinearPatternCheck = { ok: true } | { ok: false; reason: string };

class UnsupportedSyntax extends Error {}

/** Thrown when a pattern is compiled in a browser before `loadLinearEngine()` has finished. */
export class LinearEngineNotLoaded extends Error {
  constructor() {
    super('The linear pattern engine is not loaded: await loadLinearEngine() (or prepareForm) before adapting definitions with their own patterns');
    this.name = 'LinearEngineNotLoaded';
  }
}

type LinearEngine = typeof RE2JS;

/** What is read of the global `process`: there is none in a browser, and no `getBuiltinModule` before Node 20.16. */
interface NodeHost {
  process?: { getBuiltinModule?: (id: 'node:module') => { createRequire: typeof createRequire } };
}
let engine: LinearEngine | undefined;

/**
 * The engine loaded at once where Node's module loader is at hand (the server, the command line, tests); undefined in a
 * browser, which loads it with `loadLinearEngine()` only for modules that carry their own patterns (it is ~46 KB gzip).
 */
function requireInNode(): LinearEngine | undefined {
  const host: NodeHost = globalThis;
  const modules = host.process?.getBuiltinModule?.('node:module');
  return modules ? (modules.createRequire(import.meta.url)('re2js') as { RE2JS: LinearEngine }).RE2JS : undefined;
}

/** Whether patterns compile now: the engine is loaded (in Node it loads on this call). */
export function linearEngineReady(): boolean {
  engine ??= requireInNode();
  return engine !== undefined;
}

let loading: Promise<void> | undefined;

/**
 * Loads the linear-time engine (its own chunk in the browser). Returns one promise, the same before and after it
 * settles; after a failure the next call tries again.
 */
export function loadLinearEngine(): Promise<void> {
  loading ??= linearEngineReady()
    ? Promise.resolve()
    : import('re2js').then(
        ({ RE2JS: loaded }) => {
          engine ??= loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
  return loading;
}

function loadedEngine(): LinearEngine {
  if (!linearEngineReady() || !engine) throw new LinearEngineNotLoaded();
  return engine;
}

/** JavaScript's `\s` (with the `u` flag), which is wider than RE2's `[\t\n\f\r ]`, as code point ranges. */
const WHITESPACE: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029],
  [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
const LAST_CODE_POINT = 0x10ffff;

const hex = (codePoint: number) => `\\x{${codePoint.toString(16)}}`;
const rangeText = ([from, to]: readonly [number, number]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`);

function complement(ranges: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  let next = 0;
  for (const [from, to] of ranges) {
    if (from > next) result.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= LAST_CODE_POINT) result.push([next, LAST_CODE_POINT]);
  return result;
}

const SPACE_ITEMS = WHITESPACE.map(rangeText).join('');
const NON_SPACE_ITEMS = complement(WHITESPACE).map(rangeText).join('');
const ANY_ITEMS = rangeText([0, LAST_CODE_POINT]);
/** JavaScript's `.` without the `s` flag stops at every line terminator, RE2's only at `\n`. */
const DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const PROPERTY_KEYS = new Set(['Script', 'sc', 'General_Category', 'gc']);
const LOOKAROUND = /^\(\?<?[=!]/;

function propertyEscape(letter: string, body: string): string {
  const [key, value] = body.includes('=') ? body.split('=', 2) : [undefined, body];
  if (key !== undefined && !PROPERTY_KEYS.has(key)) throw new UnsupportedSyntax(`the property \\${letter}{${body}} is not supported`);
  return `\\${letter}{${value}}`;
}

function unicodeEscape(pattern: string, at: number): [text: string, length: number] {
  const braced = /^\\u\{([0-9A-Fa-f]{1,6})\}/.exec(pattern.slice(at, at + 10));
  if (braced?.[1] !== undefined) return [hex(parseInt(braced[1], 16)), braced[0].length];
  const pair = /^\\u(D[89AB][0-9A-F]{2})\\u(D[C-F][0-9A-F]{2})/i.exec(pattern.slice(at, at + 12));
  if (pair?.[1] !== undefined && pair[2] !== undefined) {
    return [hex(String.fromCharCode(parseInt(pair[1], 16), parseInt(pair[2], 16)).codePointAt(0) ?? 0), 12];
  }
  const single = /^\\u([0-9A-Fa-f]{4})/.exec(pattern.slice(at, at + 6));
  if (single?.[1] !== undefined) return [hex(parseInt(single[1], 16)), 6];
  throw new UnsupportedSyntax('an incomplete \\u escape');
}

/** One escape at `at` (the backslash) as RE2 syntax with JavaScript's meaning, and how many characters it used. */
function escape(pattern: string, at: number, inClass: boolean): [text: string, length: number] {
  const letter = pattern[at + 1] ?? '';
  if (/[1-9]/.test(letter) || (letter === 'k' && pattern[at + 2] === '<')) throw new UnsupportedSyntax('backreferences are not supported');
  if (letter === '0') {
    if (/\d/.test(pattern[at + 2] ?? '')) throw new UnsupportedSyntax('octal escapes are not supported');
    return [hex(0), 2];
  }
  if (letter === 's') return [inClass ? SPACE_ITEMS : `[${SPACE_ITEMS}]`, 2];
  if (letter === 'S') return [inClass ? NON_SPACE_ITEMS : `[^${SPACE_ITEMS}]`, 2];
  if (letter === 'b' && inClass) return [hex(8), 2];
  if (letter === 'u') return unicodeEscape(pattern, at);
  if (letter === 'c' && /[A-Za-z]/.test(pattern[at + 2] ?? '')) return [hex(pattern.charCodeAt(at + 2) % 32), 3];
  if (letter === 'p' || letter === 'P') {
    const close = pattern.indexOf('}', at);
    if (pattern[at + 2] === '{' && close > 0) return [propertyEscape(letter, pattern.slice(at + 3, close)), close + 1 - at];
  }
  return [`\\${letter}`, 2];
}

/**
 * Rewrites a JavaScript pattern (as compiled with the `u` flag) into RE2 syntax with the same meaning:
 * `\s`, `\S` and `.` keep JavaScript's wider sets, `\u` and `\c` escapes, `[]` and `[^]`, and the
 * `\p{Script=…}` / `\p{sc=…}` forms RE2 spells `\p{…}`. Throws `UnsupportedSyntax` for what RE2 cannot run.
 */
function toLinearSyntax(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let at = 0; at < pattern.length; ) {
    const char = pattern[at] ?? '';
    if (char === '\\') {
      const [text, length] = escape(pattern, at, inClass);
      out += text;
      at += length;
      continue;
    }
    if (inClass) {
      out += char === '[' ? '\\[' : char;
      if (char === ']') inClass = false;
    } else if (pattern.startsWith('[]', at) || pattern.startsWith('[^]', at)) {
      const negated = pattern[at + 1] === '^';
      out += negated ? `[${ANY_ITEMS}]` : `[^${ANY_ITEMS}]`;
      at += negated ? 3 : 2;
      continue;
    } else if (char === '[') {
      inClass = true;
      const negation = pattern[at + 1] === '^' ? '^' : '';
      out += `[${negation}`;
      at += 1 + negation.length;
      continue;
    } else if (char === '(' && LOOKAROUND.test(pattern.slice(at, at + 4))) {
      throw new UnsupportedSyntax('lookahead and lookbehind are not supported');
    } else {
      out += char === '.' ? DOT : char;
    }
    at += 1;
  }
  return out;
}

function compile(pattern: string): RE2JS {
  if (pattern.length > MAX_PATTERN_LENGTH) throw new UnsupportedSyntax(`longer than ${MAX_PATTERN_LENGTH} characters`);
  return loadedEngine().compile(toLinearSyntax(pattern));
}

const cache = new Map<string, RegExpLike>();

/**
 * `pattern` compiled for the linear-time engine (RE2): `test` searches like `RegExp.prototype.test` with the
 * `u` flag, in time linear in the input whatever the pattern. Throws when the engine cannot run the pattern.
 */
export function compileLinearPattern(pattern: string): RegExpLike {
  const cached = cache.get(pattern);
  if (cached) {
    cache.delete(pattern);
    cache.set(pattern, cached);
    return cached;
  }
  const compiled = compile(pattern);
  if (cache.size >= CACHE_LIMIT) dropOldest(cache);
  cache.set(pattern, compiled);
  return compiled;
}

/**
 * Whether the linear engine runs `pattern`, and if not, why (backreference, lookaround, syntax, length, …).
 * Throws `LinearEngineNotLoaded` rather than calling a pattern unsupported when the engine is not there.
 */
export function checkLinearPattern(pattern: string): LinearPatternCheck {
  try {
    compileLinearPattern(pattern);
    return { ok: true };
  } catch (error) {
    if (error instanceof LinearEngineNotLoaded) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: message.replace(/^error parsing regexp: /, '') };
  }
}

/** AJV's `code.regExp`: every `pattern` keyword runs on the linear engine; the `u` flag is always in effect. */
export const linearRegExp: RegExpEngine = Object.assign((pattern: string) => compileLinearPattern(pattern), {
  code: 'require("schema-adapters/validators/linearPattern").linearRegExp',
});
