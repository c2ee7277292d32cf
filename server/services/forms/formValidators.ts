import { createHash } from 'node:crypto';
import type { FormValidatorsData } from '../../../protocol/forms';
import { type FormRuntime, type Locale, type ModuleOptions, asRawDefinitions, formValidatorSchemas, precompiledValidators } from '../../../schema-adapters';
import { standaloneValidators } from '../../../schema-adapters/validate/standaloneValidators';
import { type ValidatorsCache, createValidatorsCache } from './validatorsCache';

const sharedCache = createValidatorsCache();

/**
 * The most distinct schemas one answer generates. Real modules have tens (the 300-field benchmark module has 19);
 * generating costs about 0.3 ms per schema, so the cap bounds what one call can cost. A browser refused here compiles
 * the form's validators itself.
 */
export const MAX_FORM_SCHEMAS = 500;

/** The form needs more distinct schemas than one answer generates (`MAX_FORM_SCHEMAS`). */
export class TooManyFormSchemas extends Error {
  constructor(count: number) {
    super(`The form needs ${count} distinct schemas; at most ${MAX_FORM_SCHEMAS} are generated per call`);
    this.name = 'TooManyFormSchemas';
  }
}

/** Whether the answer was generated now or taken from the cache (for tests and logs). */
export interface FormValidators {
  validators: FormValidatorsData;
  cached: boolean;
}

/**
 * The precompiled validators of the form of `fields`: only the schemas the runtime's own adapters generate from the
 * definitions (never a schema a client sent), generated with the portal keywords and checked to load as a browser loads
 * them. Throws `FieldDefinitionError` for definitions the runtime cannot use (parse limits included).
 */
export function formValidators(forms: FormRuntime, fields: unknown, options: { locale: Locale; referee: number }, cache: ValidatorsCache = sharedCache): FormValidators {
  const moduleOptions: ModuleOptions = { locale: options.locale, referee: options.referee };
  const schemas = formValidatorSchemas(forms.plan(asRawDefinitions(fields), moduleOptions));
  if (schemas.size > MAX_FORM_SCHEMAS) throw new TooManyFormSchemas(schemas.size);
  const hash = createHash('sha256').update(JSON.stringify([...schemas.keys()])).digest('base64url');
  const hit = cache.get(hash);
  if (hit) return { validators: hit, cached: true };
  const validators = standaloneValidators(schemas);
  precompiledValidators(validators);
  cache.set(hash, validators);
  return { validators, cached: false };
}
