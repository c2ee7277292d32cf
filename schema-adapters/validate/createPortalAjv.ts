import Ajv from 'ajv';
import { portalKeywords } from '../keywords/index';
import { linearRegExp } from '../validators/linearPattern';
import { withLazyValueCheck, withoutValueCheck } from './keywordValueCheck';

export interface PortalAjvOptions {
  /**
   * Check every compiled schema against the draft-07 meta-schema, and every portal keyword's value against the
   * keyword's meta-schema (default true). The runtime's own instance turns this off: it compiles only schemas the
   * adapters generate, which tests check with the checks on, and compiling the meta-schemas would be the larger
   * part of a form's first validation.
   */
  checkSchemas?: boolean;
  /** Keep each validator's source, for standalone code (`standaloneValidators`); default false. */
  codeSource?: boolean;
}

/**
 * One AJV instance with every portal keyword; the browser and the server validate through it.
 * Unknown keywords are errors (a typo in a schema fails loudly); conditions may omit `type: 'object'`.
 * Only own properties count, so keys such as `constructor` or `toString` are ordinary field keys.
 * Long `enum` and `required` lists are checked in a loop rather than unrolled, so huge option lists stay small code.
 * `pattern` runs on a linear-time engine, so no pattern can make one value take exponential time.
 * Errors carry `keyword` and `params` only: the portal words its own messages (`messages.ts`).
 * The generated code is not optimised: the optimiser's passes cost more at compile time than they save when the
 * validators run, and a form's first validation waits for the compile.
 */
export function createPortalAjv({ checkSchemas = true, codeSource = false }: PortalAjvOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    ownProperties: true,
    loopEnum: 32,
    loopRequired: 32,
    validateSchema: checkSchemas,
    messages: false,
    code: { regExp: linearRegExp, optimize: false, source: codeSource },
  });
  for (const keyword of portalKeywords) ajv.addKeyword(checkSchemas ? withLazyValueCheck(keyword) : withoutValueCheck(keyword));
  return ajv;
}
