import { type LayoutProps, type VerticalLayout as VerticalLayoutSchema, rankWith, uiTypeIs } from '@jsonforms/core';
import { JsonFormsDispatch, withJsonFormsLayoutProps } from '@jsonforms/react';
import { Grid } from '@mui/material';
import { memo } from 'react';

/** The adapter's only layout (the module and each group row): its elements one below the other. */
export const verticalLayoutTester = rankWith(1, uiTypeIs('VerticalLayout'));

function VerticalLayoutRenderer({ uischema, schema, path, enabled, visible, renderers, cells }: LayoutProps) {
  const { elements } = uischema as VerticalLayoutSchema;
  if (!visible || elements.length === 0) return null;
  return (
    <Grid container direction="column" spacing={0}>
      {elements.map((element, index) => (
        <Grid key={`${path}-${index}`} size="grow">
          <JsonFormsDispatch uischema={element} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
        </Grid>
      ))}
    </Grid>
  );
}

export default withJsonFormsLayoutProps(memo(VerticalLayoutRenderer));
