import { _ } from 'ajv/dist/compile/codegen';
import standaloneCode from 'ajv/dist/standalone';
import { portalKeywords } from '../keywords/index';
import type { JsonSchema } from '../schemaTypes';
import { createPortalAjv } from './createPortalAjv';
import { type PrecompiledValidators, keywordFunction } from './precompiled';

/** Schemas per piece of code: AJV's standalone code builder overflows the stack on some thousands at once. */
const SCHEMAS_PER_PIECE = 200;

/** An instance with `createPortalAjv`'s options and keywords that keeps its code, keyword functions named for `rt`. */
function generatingAjv() {
  const ajv = createPortalAjv({ checkSchemas: false, codeSource: true });
  for (const keyword of portalKeywords) {
    const validate = keywordFunction(keyword);
    if (typeof validate !== 'function') throw new Error(`The keyword ${String(keyword.keyword)} has no validate function`);
    ajv.scope.value('keyword', { ref: validate, code: _`rt.keywords[${String(keyword.keyword)}]` });
  }
  return ajv;
}

/** The code of `schemas` (JSON text and schema), exporting `v{first}`, `v{first + 1}`, …, in a block of its own. */
function piece(schemas: ReadonlyArray<[string, JsonSchema]>, first: number): string {
  const ajv = generatingAjv();
  const exports: Record<string, string> = {};
  schemas.forEach(([, schema], offset) => {
    const name = `v${first + offset}`;
    ajv.addSchema(schema, name, undefined, false);
    exports[name] = name;
  });
  return `{${standaloneCode(ajv, exports)}}`;
}

/**
 * Standalone code (no AJV needed to run it) with the validators of `schemas`, generated with `createPortalAjv`'s
 * options and keywords: each keyword's function is referred to as `rt.keywords[name]`, which `precompiledValidators`
 * hands the code. For Node: a browser runs the result, it never imports this.
 */
export function standaloneValidators(schemas: ReadonlyMap<string, JsonSchema>): PrecompiledValidators {
  const entries = [...schemas];
  const pieces: string[] = ['"use strict";'];
  for (let first = 0; first < entries.length; first += SCHEMAS_PER_PIECE) pieces.push(piece(entries.slice(first, first + SCHEMAS_PER_PIECE), first));
  return { code: pieces.join('\n'), schemas: entries.map(([text]) => text) };
}
