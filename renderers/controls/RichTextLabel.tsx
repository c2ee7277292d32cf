import type { LabelProps } from '@jsonforms/core';
import { withJsonFormsLabelProps } from '@jsonforms/react';
import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { memo, useMemo } from 'react';
import { labelOptions } from '../core/labelOptions';

// Operator images without a text alternative are decorative to a screen reader, not a bare file name.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Rich text from the server, always sanitised with DOMPurify before it reaches the page. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Box sx={{ mb: 2.5, '& img': { maxWidth: '100%' }, '& a': { color: 'primary.main' } }} data-rich-text dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Type 14: the `htmlContent` of the definition in the form's locale. */
export function RichTextLabel({ uischema, visible }: LabelProps) {
  if (!visible) return null;
  const { html } = labelOptions(uischema);
  return <RichText html={typeof html === 'string' ? html : ''} />;
}

export default withJsonFormsLabelProps(memo(RichTextLabel));
