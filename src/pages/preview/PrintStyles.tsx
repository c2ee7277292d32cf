import { GlobalStyles } from '@mui/material';

/** The print stylesheet of the proof: no portal chrome, every module on its own page, nothing cut off. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '15mm' },
          'body > header, header, footer, [data-print="hide"], .MuiDialog-root, .MuiSnackbar-root': { display: 'none !important' },
          'html, body, #root': { background: '#fff !important', height: 'auto !important', overflow: 'visible !important' },
          main: { padding: '0 !important', maxWidth: 'none !important' },
          '.preview-layout': { display: 'block !important' },
          '.preview-module': { border: '0 !important', boxShadow: 'none !important', padding: '0 !important', breakInside: 'auto' },
          '.preview-module + .preview-module': { breakBefore: 'page' },
          '.preview-module h2': { breakAfter: 'avoid' },
          '*': { contentVisibility: 'visible !important', printColorAdjust: 'exact' },
        },
      }}
    />
  );
}
