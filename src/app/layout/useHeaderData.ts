import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ModuleConfig } from '../../../protocol/content';
import { moduleConfig } from '../../api/content';
import { countNewMessage } from '../../api/account';
import { useApplyStore, useProjectStore, useSessionStore } from '../../store';
import { configuredOf, visibleMenu, type MenuEntry } from './menuItems';

const configs = new Map<number, Promise<ModuleConfig | null>>();

/** The project's module configuration, fetched once per project; a failure is logged and the page configuration used. */
function loadModuleConfig(projectId: number): Promise<ModuleConfig | null> {
  let pending = configs.get(projectId);
  if (!pending) {
    pending = moduleConfig({ project_id: projectId }).catch((error: unknown) => {
      console.error('moduleConfig failed; the header uses the page configuration', error);
      configs.delete(projectId);
      return null;
    });
    configs.set(projectId, pending);
  }
  return pending;
}

/** What both headers show for a signed-in user: the visible menu and the unread count (refreshed on every route). */
export function useHeaderData(signedIn: boolean): { menu: MenuEntry[]; unread: number } {
  const { pathname } = useLocation();
  const projectId = useProjectStore((state) => state.baseParams?.project_id);
  const locale = useProjectStore((state) => state.locale);
  const pageMenu = useProjectStore((state) => state.pageConfig?.header.menu);
  const applicationState = useSessionStore((state) => state.userInfo?.application_state);
  const unread = useApplyStore((state) => state.unreadCount);
  const [config, setConfig] = useState<ModuleConfig | null>(null);

  useEffect(() => {
    if (!signedIn || projectId === undefined) return;
    let live = true;
    void loadModuleConfig(projectId).then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, [signedIn, projectId]);

  useEffect(() => {
    if (!signedIn) return;
    // A count set while this one was on its way (a message just read) is newer than the answer.
    let overtaken = false;
    const stop = useApplyStore.subscribe((state, previous) => {
      if (state.unreadCount !== previous.unreadCount) overtaken = true;
    });
    countNewMessage()
      .then(
        ({ count }) => {
          if (!overtaken) useApplyStore.getState().setUnreadCount(count);
        },
        (error: unknown) => console.error('countNewMessage failed', error),
      )
      .finally(stop);
  }, [signedIn, pathname]);

  const menu = useMemo(
    () => (signedIn ? visibleMenu({ configured: configuredOf(config) ?? pageMenu, applicationState, locale }) : []),
    [signedIn, config, pageMenu, applicationState, locale],
  );
  return { menu, unread: signedIn ? unread : 0 };
}
