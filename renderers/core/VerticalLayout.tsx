import { type LayoutProps, type VerticalLayout as VerticalLayoutSchema, rankWith, uiTypeIs } from '@jsonforms/core';
import { withJsonFormsLayoutProps } from '@jsonforms/react';
import { type CSSProperties, memo } from 'react';
import { ElementDispatch } from './ElementDispatch';

/** The adapter's only layout (the module and each group row): its elements one below the other. */
export const verticalLayoutTester = rankWith(1, uiTypeIs('VerticalLayout'));

// Plain inline styles (the flex column a MUI Grid column draws): no styled component per field to serialize on each render.
const columnStyle: CSSProperties = { display: 'flex', flexFlow: 'column wrap', minWidth: 0, boxSizing: 'border-box' };
const itemStyle: CSSProperties = { flex: '1 1 0px', maxWidth: '100%', minWidth: 0, boxSizing: 'border-box' };

function VerticalLayoutRenderer({ uischema, schema, path, enabled, visible, renderers, cells }: LayoutProps) {
  const { elements } = uischema as VerticalLayoutSchema;
  if (!visible || elements.length === 0) return null;
  return (
    <div style={columnStyle}>
      {elements.map((element, index) => (
        <div key={`${path}-${index}`} style={itemStyle}>
          <ElementDispatch uischema={element} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
        </div>
      ))}
    </div>
  );
}

export default withJsonFormsLayoutProps(memo(VerticalLayoutRenderer));
