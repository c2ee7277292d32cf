import { and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { deferredComponent } from '../deferred/deferredComponent';
import type { PortalRendererEntry } from '../deferred/formParts';

// Loaded for modules with such a field: file lists, dialogs and the recorder are a good part of the renderers' code.
const UploadControl = deferredComponent('UploadControl', () => import('./UploadControl').then((module) => module.default));
const VideoControl = deferredComponent('VideoControl', () => import('./VideoControl').then((module) => module.default));
const SignatureControl = deferredComponent('SignatureControl', () => import('./SignatureControl').then((module) => module.default));

/** The media controls, in the order their testers are tried. */
export const mediaEntries: PortalRendererEntry[] = [
  { tester: rankWith(10, and(isControl, optionIs('fieldType', 'upload'))), renderer: UploadControl },
  { tester: rankWith(10, and(isControl, optionIs('fieldType', 'video'))), renderer: VideoControl },
  { tester: rankWith(10, and(isControl, optionIs('fieldType', 'signature'))), renderer: SignatureControl },
];
