import { CssBaseline } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLinearEngine } from '../../schema-adapters';
import { GalleryApp } from './GalleryApp';

const container = document.getElementById('root');
// The gallery adapts and validates whatever definitions it is given (no server precompiles its validators: AJV compiles
// them), so the pattern engine is loaded before anything is drawn.
if (container) {
  void loadLinearEngine().catch(() => undefined).then(() =>
    createRoot(container).render(
      <StrictMode>
        <CssBaseline />
        <GalleryApp />
      </StrictMode>,
    ),
  );
}
