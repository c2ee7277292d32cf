import { sharedCompiler } from './sharedCompiler';
import { createValidatorSource } from './validatorSource';

/**
 * The validators every form runtime validates with (the portal keywords are the same for all): precompiled ones the
 * server sends a browser, else AJV's compiler. AJV is at hand everywhere (JSON Forms imports it too), so a schema no
 * precompiled validator covers compiles on the spot.
 */
export const portalValidators = createValidatorSource({
  compiler: sharedCompiler,
  loadCompiler: () => Promise.resolve(sharedCompiler),
});
