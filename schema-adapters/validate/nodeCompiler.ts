/**
 * The compiler at hand from the start where nothing is downloaded (the server, the command line, tests). The portal's
 * build replaces this module by `undefined` (vite.config.ts, STAND_INS), so that a browser loads AJV only for a form
 * whose validators were not precompiled.
 */
export { sharedCompiler as nodeCompiler } from './sharedCompiler';
