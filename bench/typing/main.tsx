import { JsonForms } from '@jsonforms/react';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import { createRoot } from 'react-dom/client';
import { PortalForm } from '../../renderers/index';
import { adaptModule, createPortalAjv, fromServerValues } from '../../schema-adapters/index';
import { typingModule } from './generate';

declare global {
  interface Window {
    latencies: number[];
  }
}

const { fields, values } = typingModule();
const implementation = new URLSearchParams(location.search).get('impl') === 'stock' ? 'stock' : 'portal';

window.latencies = [];
document.addEventListener(
  'keydown',
  (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.latencies.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  },
  true,
);

function Stock() {
  const { schema, uischema } = adaptModule(fields, { locale: 'en' });
  const data = fromServerValues(fields, values);
  return <JsonForms schema={schema} uischema={uischema as never} data={data} renderers={materialRenderers} cells={materialCells} ajv={createPortalAjv()} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  implementation === 'stock' ? <Stock /> : <PortalForm fields={fields} values={values} locale="en" />,
);
document.body.dataset.implementation = implementation;
