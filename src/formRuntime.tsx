import type { ReactNode } from 'react';
import { FormRuntimeProvider } from '../renderers';
import { type FieldTypeAdapter, builtinFieldTypes, createFormRuntime } from '../schema-adapters';

/**
 * The field types the portal's forms know. An integrator's type is added here and to the server's list
 * (`server/fieldTypes.ts`), so what the browser accepts the server validates alike.
 */
export const portalFieldTypes: readonly FieldTypeAdapter[] = builtinFieldTypes;

export const portalFormRuntime = createFormRuntime({ fieldTypes: portalFieldTypes });

/** Gives the forms inside it the portal's runtime. */
export function PortalFormRuntime({ children }: { children: ReactNode }) {
  return <FormRuntimeProvider value={portalFormRuntime}>{children}</FormRuntimeProvider>;
}
