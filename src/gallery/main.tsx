import { CssBaseline } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLinearEngine } from '../../schema-adapters';
import { GalleryApp } from './GalleryApp';

const container = document.getElementById('root');
// `?kit=1` shows the UI kit sheet, drawn without MUI: its code and styles load only then.
const showKit = new URLSearchParams(location.search).has('kit');
if (container && showKit) {
  void import('./KitSheet').then(({ KitSheet }) =>
    createRoot(container).render(
      <StrictMode>
        <KitSheet />
      </StrictMode>,
    ),
  );
} else if (container) {
  // The gallery adapts and validates whatever definitions it is given (no server precompiles its validators: AJV
  // compiles them), so the pattern engine is loaded before anything is drawn.
  void loadLinearEngine().catch(() => undefined).then(() =>
    createRoot(container).render(
      <StrictMode>
        <CssBaseline />
        <GalleryApp />
      </StrictMode>,
    ),
  );
}
