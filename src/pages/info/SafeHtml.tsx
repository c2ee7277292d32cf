import { Box, type SxProps, type Theme } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** HTML from the server; it passes through DOMPurify before it is shown. */
  html: string;
  sx?: SxProps<Theme>;
}

/** Server HTML (single pages, FAQ answers), sanitised by DOMPurify. */
export function SafeHtml({ html, sx }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Box sx={[{ lineHeight: 1.75, '& p': { my: 1 }, '& a': { color: 'inherit', textDecoration: 'underline' } }, ...(Array.isArray(sx) ? sx : [sx])]} dangerouslySetInnerHTML={{ __html: clean }} />;
}
