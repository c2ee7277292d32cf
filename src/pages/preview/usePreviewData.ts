import { useCallback } from 'react';
import type { HomeData, PreviewData } from '../../../protocol/apply';
import { accountApi, applyApi } from '../../api';
import { toSessionUser, useProjectStore, useSessionStore } from '../../store';
import type { Remote } from '../../components/useRemote';
import { useFormLoad } from '../formSaving/useFormLoad';
import { preparePortalForm } from '../../formRuntime';

/** What the preview shows: the modules, and from the home overview the batch, track and recommendation records. */
export interface PreviewBundle {
  preview: PreviewData;
  home: HomeData;
}

/** Refreshes the user info and page configuration (the `reload` query, or when the configuration is missing). */
async function refreshUserInfo(): Promise<void> {
  const info = await accountApi.userInfo();
  useSessionStore.getState().setUserInfo(toSessionUser(info.user_info));
  useProjectStore.getState().setPageConfig(info.home_page_config);
}

/** Loads the preview (apply.newPreview) and the home overview; `reload` refreshes the user info first. */
export function usePreviewData(reload: boolean): { remote: Remote<PreviewBundle>; retry: () => void } {
  const load = useCallback(async (): Promise<PreviewBundle> => {
    const needsInfo = reload || useProjectStore.getState().pageConfig === null;
    const [preview, home] = await Promise.all([applyApi.preview(), applyApi.home(), needsInfo ? refreshUserInfo() : Promise.resolve()]);
    await Promise.all(preview.modules.map((module) => preparePortalForm(module.fields, { referee: module.menu.referee, mode: 'preview' })));
    return { preview, home };
  }, [reload]);
  return useFormLoad(load);
}
