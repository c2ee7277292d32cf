import { useCallback, useMemo, useState } from 'react';
import type { AppliedData, BatchInfoData, MenuData } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { useProjectStore } from '../../store';
import { useApplyStore } from '../../store/apply';
import { type Remote, useRemote } from '../../components/useRemote';

/** What the side menu needs: modules with states, the batch choice and the batches on offer. */
export interface ApplyData {
  menu: MenuData;
  applied: AppliedData;
  batches: BatchInfoData;
}

type Patches = { for: ApplyData; states: Map<number, { state: 0 | 1 | 2; version: number }> };

async function loadApplyData(projectId: number | undefined): Promise<ApplyData> {
  const [menu, applied, batches] = await Promise.all([applyApi.menu(), applyApi.applied(), applyApi.batchInfo()]);
  if (projectId !== undefined) {
    const store = useApplyStore.getState();
    store.setBatches(batches.list, batches.apply_list);
    store.patchProject(projectId, {
      batch_state: menu.batch_state,
      batchId: applied.batch?.id ?? null,
      batch_title: applied.batch?.name ?? '',
      applyList: batches.apply_list,
      menu_list: menu.list.map(({ menuid, state }) => ({ menuid, state })),
    });
  }
  return { menu, applied, batches };
}

/** Loads menu, batch choice and batches (also into the apply store); `patchModule` updates one module after a save. */
export function useApplyData(): { remote: Remote<ApplyData>; reload: () => void; patchModule: (menuid: number, state: 0 | 1 | 2, version: number) => void } {
  const projectId = useProjectStore((store) => store.baseParams?.project_id);
  const load = useCallback(() => loadApplyData(projectId), [projectId]);
  const { remote, retry } = useRemote(load);
  const [patches, setPatches] = useState<Patches | null>(null);
  const loaded = remote.state === 'ready' ? remote.data : null;
  const patched = useMemo<Remote<ApplyData>>(() => {
    if (!loaded) return remote;
    if (!patches || patches.for !== loaded) return remote;
    const list = loaded.menu.list.map((item) => ({ ...item, ...patches.states.get(item.menuid) }));
    return { state: 'ready', data: { ...loaded, menu: { ...loaded.menu, list } } };
  }, [remote, loaded, patches]);
  const patchModule = useCallback(
    (menuid: number, state: 0 | 1 | 2, version: number) => {
      if (!loaded) return;
      setPatches((current) => {
        const states = new Map(current?.for === loaded ? current.states : []);
        states.set(menuid, { state, version });
        return { for: loaded, states };
      });
      if (projectId !== undefined) {
        const scoped = useApplyStore.getState().byProject[projectId];
        const menuList = (scoped?.menu_list ?? []).map((item) => (item.menuid === menuid ? { menuid, state } : item));
        useApplyStore.getState().patchProject(projectId, { menu_list: menuList });
      }
    },
    [loaded, projectId],
  );
  return { remote: patched, reload: retry, patchModule };
}
