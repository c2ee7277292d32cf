import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import type { ReactNode } from 'react';
import { type FormMode, FormRuntimeProvider, fetchValidatorsWith, prepareForm } from '../renderers';
import { type FieldTypeAdapter, type RawFieldDefinitions, builtinFieldTypes, createFormRuntime } from '../schema-adapters';
import { formValidators } from './api/forms';
import { useProjectStore } from './store';

/**
 * The field types the portal's forms know. An integrator's type is added here, its renderer to
 * `portalFieldRenderers`, and to the server's list (`server/fieldTypes.ts`), so what the browser accepts the server
 * validates alike.
 */
export const portalFieldTypes: readonly FieldTypeAdapter[] = builtinFieldTypes;

/** The renderers of the field types in `portalFieldTypes` that are not built in: every form of the portal uses them. */
export const portalFieldRenderers: readonly JsonFormsRendererRegistryEntry[] = [];

export const portalFormRuntime = createFormRuntime({ fieldTypes: portalFieldTypes });

// The server precompiles every form's validators, so AJV's compiler loads only when it cannot.
fetchValidatorsWith(formValidators);

/** Gives the forms inside it the portal's runtime. */
export function PortalFormRuntime({ children }: { children: ReactNode }) {
  return (
    <FormRuntimeProvider value={portalFormRuntime} renderers={portalFieldRenderers}>
      {children}
    </FormRuntimeProvider>
  );
}

/**
 * Loads the code the portal's form of `fields` needs beyond every form's (pattern engine, phone, rich-text, upload,
 * date, repeating-group controls…) and its validators (precompiled by the server), in the current language: a page's
 * loading step awaits it with the form's data, so the form is drawn at once, complete. Rejects when a chunk cannot be
 * loaded (the page's load failure, with retry).
 */
export function preparePortalForm(fields: RawFieldDefinitions, options: { referee?: number; mode?: FormMode } = {}): Promise<void> {
  return prepareForm(fields, { runtime: portalFormRuntime, locale: useProjectStore.getState().locale, ...options });
}
