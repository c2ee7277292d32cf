import type Ajv from 'ajv';
import { createPortalAjv } from './createPortalAjv';

let instance: Ajv | undefined;

/**
 * The AJV instance the runtime compiles its own schemas with where nothing was precompiled (see `portalValidators.ts`),
 * created on first use. It compiles only schemas the adapters generate, so it does not check them against the draft-07
 * meta-schema.
 */
export function sharedAjv(): Ajv {
  instance ??= createPortalAjv({ checkSchemas: false });
  return instance;
}
