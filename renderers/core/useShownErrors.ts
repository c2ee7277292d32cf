import type { JsonSchema } from '@jsonforms/core';
import { useJsonForms } from '@jsonforms/react';
import type { ErrorObject } from 'ajv';
import { useCallback, useSyncExternalStore } from 'react';
import { usePortalForm } from './context';
import { NO_ERRORS, errorsAtOf, errorsSlice } from './errorIndex';

const noSubscription = () => () => undefined;
const none = () => NO_ERRORS;

/**
 * The shown errors of the form that name `path`, as `errorsSlice` cuts them: a control re-renders when they change,
 * not when other controls' errors do. None outside a `<PortalForm>`.
 */
export function useShownErrorsSlice(path: string): ErrorObject[] {
  const { errors } = usePortalForm();
  const slice = useCallback(() => (errors ? errorsSlice(errors.list(), path) : NO_ERRORS), [errors, path]);
  return useSyncExternalStore(errors?.subscribe ?? noSubscription, errors ? slice : none);
}

/** The errors of a slice that JSON Forms' `getErrorAt(path, schema)` would give the control at `path`. */
export function errorsOfSlice(slice: ErrorObject[], path: string, schema: JsonSchema): ErrorObject[] {
  return errorsAtOf(slice, path, schema);
}

/** Every error the form shows: those of a `<PortalForm>`, or JSON Forms' additional errors outside one. */
export function useShownErrors(): ErrorObject[] {
  const { errors } = usePortalForm();
  const { core } = useJsonForms();
  const shown = useSyncExternalStore(errors?.subscribe ?? noSubscription, errors?.list ?? none);
  return errors ? shown : (core?.additionalErrors ?? NO_ERRORS);
}
