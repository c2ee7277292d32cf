/** The print stylesheet of the proof: no portal chrome, every module on its own page, nothing cut off. */
const PRINT_CSS = `@media print {
  @page { margin: 15mm; }
  body > header, header, footer, [data-print="hide"], .MuiDialog-root, .MuiSnackbar-root { display: none !important; }
  html, body, #root { background: #fff !important; height: auto !important; overflow: visible !important; }
  main { padding: 0 !important; max-width: none !important; }
  .preview-layout { display: block !important; }
  .preview-module { border: 0 !important; box-shadow: none !important; padding: 0 !important; break-inside: auto; }
  .preview-module + .preview-module { break-before: page; }
  .preview-module h2 { break-after: avoid; }
  * { content-visibility: visible !important; print-color-adjust: exact; }
}`;

/** The proof's print rules, in the document only while the preview is shown. */
export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
