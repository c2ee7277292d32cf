import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { UPGRADE_BROWSER_URL, isOutdatedBrowser } from './app/browser';
import { createPortalRouter } from './app/routes/build';
import { installSessionHooks } from './app/session';
import { createPortalI18n } from './i18n';

const container = document.getElementById('root');
if (isOutdatedBrowser(navigator.userAgent)) {
  location.replace(UPGRADE_BROWSER_URL);
} else if (container) {
  const router = createPortalRouter();
  installSessionHooks(router);
  createRoot(container).render(
    <StrictMode>
      <App router={router} i18n={createPortalI18n()} />
    </StrictMode>,
  );
}
