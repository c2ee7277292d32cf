import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import SignatureControl, { signatureTester } from './SignatureControl';
import UploadControl, { uploadTester } from './UploadControl';
import VideoControl, { videoTester } from './VideoControl';

/** The media controls, in the order their testers are tried. */
export const mediaEntries: JsonFormsRendererRegistryEntry[] = [
  { tester: uploadTester, renderer: UploadControl },
  { tester: videoTester, renderer: VideoControl },
  { tester: signatureTester, renderer: SignatureControl },
];
