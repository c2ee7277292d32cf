import { builtinFieldTypes } from '../fields/builtins';
import { createFormRuntime } from './createFormRuntime';

/** The runtime of the portal's own field types (spec section 3); `createFormRuntime` builds one with more. */
export const builtinFormRuntime = createFormRuntime({ fieldTypes: builtinFieldTypes });
