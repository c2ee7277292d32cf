import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import classes from './LoginTabList.module.css';
import { LOGIN_TABS, tabHref, type LoginTab } from './loginTabs';

/** The id of a login tab (the panel is labelled by the active one). */
export const loginTabId = (key: LoginTab['key']): string => `login-tab-${key}`;

/** The id of the one panel the tabs control. */
export const LOGIN_PANEL_ID = 'login-panel';

/** Where an arrow, Home or End key moves the focus from tab `index` of `count` (wrapping); null for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The login tabs: a WAI-ARIA tablist of links (one URL each). The active tab is the only one in the tab order; arrow
 * keys, Home and End move the focus, Enter or a click follows the link. Drawn as MUI Tabs by static CSS (the login route loads no MUI).
 */
export function LoginTabList({ active, search }: { active: LoginTab['key']; search: string }) {
  const { t } = useTranslation();
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.current.findIndex((tab) => tab === document.activeElement);
    const next = index < 0 ? null : nextTabIndex(event.key, index, LOGIN_TABS.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('portal.account.login.tabs')} onKeyDown={onKeyDown} className={classes.tabs}>
      {LOGIN_TABS.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <RouterLink
            key={tab.key}
            ref={(node: HTMLAnchorElement | null) => {
              tabs.current[index] = node;
            }}
            to={tabHref(tab, search)}
            replace
            role="tab"
            id={loginTabId(tab.key)}
            aria-selected={selected}
            aria-controls={LOGIN_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={classes.tab}
          >
            {t(`portal.account.login.${tab.label}`)}
          </RouterLink>
        );
      })}
    </div>
  );
}
