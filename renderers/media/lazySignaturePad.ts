import { deferredComponent } from '../deferred/deferredComponent';

/** The signature pad, loaded on first use: one deferred part for the form's control and the submit step alike. */
export const LazySignaturePad = deferredComponent('SignaturePad', () => import('./SignaturePad').then((module) => module.default));
