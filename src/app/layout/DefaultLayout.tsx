import { Box, Container, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useProjectStore } from '../../store';
import { MOBILE_MAX_WIDTH } from '../browser';
import { useRouteHandle } from '../hooks';
import { chromeFor } from '../routes/names';
import { Footer } from './Footer';
import { Header } from './Header';

const MobileHeader = lazy(() => import('./MobileHeader'));

/** The default layout: header and footer (hidden on reference and letter screens), the mobile header at 768 px or less. */
export function DefaultLayout() {
  const handle = useRouteHandle();
  const chrome = chromeFor(handle?.name ?? '');
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`);
  const setDeviceType = useProjectStore((state) => state.setDeviceType);
  useEffect(() => setDeviceType(mobile ? 'mobile' : 'pc'), [mobile, setDeviceType]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {chrome.header &&
        (mobile ? (
          <Suspense fallback={<Header showUser={false} />}>
            <MobileHeader showUser={chrome.userInfo} />
          </Suspense>
        ) : (
          <Header showUser={chrome.userInfo} />
        ))}
      <Container component="main" id="main" maxWidth={false} sx={{ maxWidth: 1200, flex: 1, py: 3 }}>
        <Outlet />
      </Container>
      {chrome.footer && <Footer />}
    </Box>
  );
}
