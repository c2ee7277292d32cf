import { type LayoutProps, isLayout, rankWith, uiTypeIs } from '@jsonforms/core';
import { withJsonFormsLayoutProps } from '@jsonforms/react';
import { memo } from 'react';
import { ElementDispatch } from './ElementDispatch';
import { FRAME_CLASS } from './frameStyles';

/** The adapter's only layout (the module and each group row): its elements one below the other (the flex column a MUI Grid column draws). */
export const verticalLayoutTester = rankWith(1, uiTypeIs('VerticalLayout'));


function VerticalLayoutRenderer({ uischema, schema, path, enabled, visible, renderers, cells }: LayoutProps) {
  const elements = isLayout(uischema) ? uischema.elements : [];
  if (!visible || elements.length === 0) return null;
  return (
    <div className={FRAME_CLASS.column}>
      {elements.map((element, index) => (
        <div key={`${path}-${index}`} className={FRAME_CLASS.item}>
          <ElementDispatch uischema={element} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
        </div>
      ))}
    </div>
  );
}

export default withJsonFormsLayoutProps(memo(VerticalLayoutRenderer));
