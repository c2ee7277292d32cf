import { CssBaseline } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GalleryApp } from './GalleryApp';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <CssBaseline />
      <GalleryApp />
    </StrictMode>,
  );
}
