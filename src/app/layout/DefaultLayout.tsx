import { Box, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { PortalThemeProvider } from '../../themes/PortalThemeProvider';
import { MOBILE_MAX_WIDTH } from '../browser';
import { useRouteHandle } from '../hooks';
import { hasScreen } from '../routes/available';
import { chromeFor } from '../routes/names';
import { ScreenCheckContext } from '../routes/screenCheck';
import { Footer } from './Footer';
import { Header } from './Header';
import { startWeChatShare } from './weChat';

const MobileHeader = lazy(() => import('./MobileHeader'));

/** The page column: at most 1200 px, centred, with MUI Container's gutters. */
export const CENTRED = { width: '100%', maxWidth: 1200, mx: 'auto', boxSizing: 'border-box', px: { xs: 2, sm: 3 } } as const;

/** Routes whose screen draws its own full-width frame (the themed login frame). */
const FULL_BLEED = /^(login(_.*)?|register|password|pass|email|edit_pass|editPassword)$/;

/** Inside WeChat, applies the share card (project title, SEO title, icon) once the configuration is known. */
function useWeChatShare(): void {
  const config = useProjectStore((state) => state.projectConfig);
  const locale = useProjectStore((state) => state.locale);
  useEffect(() => {
    if (config) startWeChatShare({ title: localized(config.title, locale), desc: localized(config.seo_title, locale), icon: config.ico_url });
  }, [config, locale]);
}

/** The default layout: the institution's header and footer (hidden on reference and letter screens), the mobile header at 768 px or less. */
export function DefaultLayout() {
  const handle = useRouteHandle();
  const name = handle?.name ?? '';
  const chrome = chromeFor(name);
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`);
  const setDeviceType = useProjectStore((state) => state.setDeviceType);
  useEffect(() => setDeviceType(mobile ? 'mobile' : 'pc'), [mobile, setDeviceType]);
  useWeChatShare();
  const fullBleed = FULL_BLEED.test(name);
  return (
    <PortalThemeProvider>
      <ScreenCheckContext.Provider value={hasScreen}>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          {chrome.header &&
            (mobile ? (
              <Suspense fallback={<Header showUser={false} />}>
                <MobileHeader showUser={chrome.userInfo} />
              </Suspense>
            ) : (
              <Header showUser={chrome.userInfo} />
            ))}
          {fullBleed ? (
            <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', '& > *': { flex: 1 } }}>
              <Outlet />
            </Box>
          ) : (
            <Box component="main" id="main" sx={{ ...CENTRED, flex: 1, pt: 3, pb: 7 }}>
              <Outlet />
            </Box>
          )}
          {chrome.footer && <Footer />}
        </Box>
      </ScreenCheckContext.Provider>
    </PortalThemeProvider>
  );
}
