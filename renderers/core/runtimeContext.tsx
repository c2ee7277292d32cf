import { createContext, useContext } from 'react';
import { type FormRuntime, builtinFormRuntime } from '../../schema-adapters/index';

const FormRuntimeContext = createContext<FormRuntime>(builtinFormRuntime);

/** Gives every `<PortalForm>` inside it this runtime (field types, messages); the portal's own types by default. */
export const FormRuntimeProvider = FormRuntimeContext.Provider;

export function useFormRuntime(): FormRuntime {
  return useContext(FormRuntimeContext);
}
