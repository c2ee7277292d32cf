import type { ConfirmContentData, MenuData } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { useRemote, type Remote } from '../../components/useRemote';

/** The acknowledgement text and the module menu. */
export interface SubmitData {
  confirm: ConfirmContentData;
  menu: MenuData;
}

const load = async (): Promise<SubmitData> => {
  const [confirm, menu] = await Promise.all([applyApi.confirmContent(), applyApi.menu()]);
  return { confirm, menu };
};

/** Loads what the submit panel needs (confirm.getConfirmContent and apply.menu). */
export function useSubmitData(): { remote: Remote<SubmitData>; retry: () => void } {
  return useRemote(load);
}
