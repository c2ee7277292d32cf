import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useMediaQuery } from '../../../renderers/ui/useMediaQuery';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { MOBILE_MAX_WIDTH } from '../browser';
import { useRouteHandle } from '../hooks';
import { hasScreen } from '../routes/available';
import { chromeFor } from '../routes/names';
import { ScreenCheckContext } from '../routes/screenCheck';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './layouts.module.css';
import { MobileHeader } from './MobileHeader';
import { startWeChatShare } from './weChat';

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
  useWeChatShare();
  const fullBleed = FULL_BLEED.test(name);
  return (
    <ScreenCheckContext.Provider value={hasScreen}>
      <div className={classes.page}>
        <div className={fullBleed ? `${classes.screen} ${classes.firstScreen}` : classes.screen}>
          {chrome.header && (mobile ? <MobileHeader showUser={chrome.userInfo} /> : <Header showUser={chrome.userInfo} />)}
          <main id="main" className={fullBleed ? classes.fullBleedMain : `${classes.centred} ${classes.defaultMain}`}>
            <Outlet />
          </main>
        </div>
        {chrome.footer && <Footer />}
      </div>
    </ScreenCheckContext.Provider>
  );
}
