import type { SchemaCompiler } from './validatorSource';
import { sharedAjv } from './sharedAjv';
import { sharedValidator } from './sharedValidators';

/** AJV's compiler on the runtime's shared instance: each distinct schema text compiled once. */
export const sharedCompiler: SchemaCompiler = (schema) => sharedValidator(sharedAjv(), schema);
