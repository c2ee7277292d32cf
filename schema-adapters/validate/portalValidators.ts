import { nodeCompiler } from './nodeCompiler';
import { createValidatorSource } from './validatorSource';

/**
 * The validators every form runtime validates with (the portal keywords are the same for all): precompiled ones the
 * browser registers, else AJV's compiler, which a browser loads as its own chunk when it needs it.
 */
export const portalValidators = createValidatorSource({
  compiler: nodeCompiler,
  loadCompiler: () => import('./sharedCompiler').then((loaded) => loaded.sharedCompiler),
});
