import type Ajv from 'ajv';
import { createPortalAjv } from './createPortalAjv';

let instance: Ajv | undefined;

/** The AJV instance the runtime compiles its own schemas with, created on first use. */
export function sharedAjv(): Ajv {
  instance ??= createPortalAjv();
  return instance;
}
