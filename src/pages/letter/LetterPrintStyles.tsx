import { GlobalStyles } from '@mui/material';

/** Printing the letter: only the letter itself, with its letterhead colours, on a plain page. */
export function LetterPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '15mm' },
          'header, footer, [data-print="hide"], .MuiSnackbar-root': { display: 'none !important' },
          'html, body, #root': { background: '#fff !important' },
          main: { padding: '0 !important', maxWidth: 'none !important' },
          '.admission-letter': { border: '0 !important', boxShadow: 'none !important', maxWidth: 'none !important' },
          '*': { printColorAdjust: 'exact' },
        },
      }}
    />
  );
}
