import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { portalKeywords } from '../keywords/index';

/**
 * One AJV instance with every portal keyword; the browser and the server validate through it.
 * Unknown keywords are errors (a typo in a schema fails loudly); conditions may omit `type: 'object'`.
 * Long `enum` and `required` lists are checked in a loop rather than unrolled, so huge option lists stay small code.
 */
export function createPortalAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, loopEnum: 32, loopRequired: 32 });
  ajvErrors(ajv);
  for (const keyword of portalKeywords) ajv.addKeyword(keyword);
  return ajv;
}
