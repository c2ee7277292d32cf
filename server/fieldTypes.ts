import { type FieldTypeAdapter, builtinFieldTypes } from '../schema-adapters';

/**
 * The field types this server knows: every save, letter and form is validated with a runtime built from this list.
 * An integrator's type is added here and to the portal's list (`src/formRuntime.tsx`), so browser and server agree.
 */
export const serverFieldTypes: readonly FieldTypeAdapter[] = builtinFieldTypes;
