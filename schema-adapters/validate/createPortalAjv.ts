import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { portalKeywords } from '../keywords/index';
import { linearRegExp } from '../validators/linearPattern';

/**
 * One AJV instance with every portal keyword; the browser and the server validate through it.
 * Unknown keywords are errors (a typo in a schema fails loudly); conditions may omit `type: 'object'`.
 * Only own properties count, so keys such as `constructor` or `toString` are ordinary field keys.
 * Long `enum` and `required` lists are checked in a loop rather than unrolled, so huge option lists stay small code.
 * `pattern` runs on a linear-time engine, so no pattern can make one value take exponential time.
 */
export function createPortalAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, ownProperties: true, loopEnum: 32, loopRequired: 32, code: { regExp: linearRegExp } });
  ajvErrors(ajv);
  for (const keyword of portalKeywords) ajv.addKeyword(keyword);
  return ajv;
}
