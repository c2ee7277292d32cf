import { CssBaseline } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { builtinFormRuntime, loadLinearEngine } from '../../schema-adapters';
import { GalleryApp } from './GalleryApp';

const container = document.getElementById('root');
// The gallery adapts and validates whatever definitions it is given and has no server to precompile validators, so the
// pattern engine and AJV's compiler are loaded before anything is drawn.
if (container) {
  void Promise.allSettled([loadLinearEngine(), builtinFormRuntime.validators.loadCompiler()]).finally(() =>
    createRoot(container).render(
      <StrictMode>
        <CssBaseline />
        <GalleryApp />
      </StrictMode>,
    ),
  );
}
