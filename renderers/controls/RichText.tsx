import { Suspense } from 'react';
import { deferredComponent } from '../deferred/deferredComponent';

const SanitisedHtml = deferredComponent('RichText', () => import('./RichTextLabel').then((module) => module.RichText));

/** Rich text of the server (`htmlContent`), sanitised with DOMPurify; drawn once its code has loaded (on first use). */
export function RichText({ html }: { html: string }) {
  return (
    <Suspense fallback={null}>
      <SanitisedHtml html={html} />
    </Suspense>
  );
}
