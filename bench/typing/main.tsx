import { JsonForms } from '@jsonforms/react';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import { createRoot } from 'react-dom/client';
import { PortalForm } from '../../renderers/index';
import { adaptModule, createPortalAjv, fromServerValues } from '../../schema-adapters/index';
import { typingModule } from './generate';

declare global {
  interface Window {
    latencies: number[];
    rawLatencies: number[];
    longTasks: Array<{ start: number; duration: number }>;
  }
}

const { fields, values } = typingModule();
const implementation = new URLSearchParams(location.search).get('impl') === 'stock' ? 'stock' : 'portal';

window.latencies = [];
window.rawLatencies = [];
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
let keyStart = 0;
let handled = 0;
document.addEventListener('keydown', () => (keyStart = performance.now()), true);
// Runs after React's own listener on the root, so the update the key caused is already rendered.
document.addEventListener('input', () => {
  handled = performance.now();
  const start = keyStart;
  const handling = handled - start;
  requestAnimationFrame(() => {
    const frameStart = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const now = performance.now();
      // Work from the key to its paint: handling the key, then the frame's style, layout and paint; the idle wait
      // for the next display refresh (about 16 ms in headless Chromium) is left out and reported apart.
      window.latencies.push(handling + (now - frameStart));
      window.rawLatencies.push(now - start);
    };
    channel.port2.postMessage(null);
  });
});

function Stock() {
  const { schema, uischema } = adaptModule(fields, { locale: 'en' });
  const data = fromServerValues(fields, values);
  return <JsonForms schema={schema} uischema={uischema as never} data={data} renderers={materialRenderers} cells={materialCells} ajv={createPortalAjv()} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  implementation === 'stock' ? <Stock /> : <PortalForm fields={fields} values={values} locale="en" />,
);
document.body.dataset.implementation = implementation;
