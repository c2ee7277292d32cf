import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../../renderers/ui/Notice';
import { applyApi } from '../../api';
import type { ApplyContextValue } from './applyContext';
import { ApplyShell } from './ApplyShell';
import { LoadState } from '../../components/LoadState';
import { ModuleEditor } from './ModuleEditor';
import { useModuleLoad } from './useModuleLoad';

/** `#/applyform/basic?menu_id=<id>`: one module's form beside the side menu. */
export default function ModulePage() {
  const [params] = useSearchParams();
  const raw = params.get('menu_id') ?? '';
  const menuId = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return <ApplyShell current={menuId}>{(apply) => <ModuleBody key={menuId ?? 0} menuId={menuId} apply={apply} />}</ApplyShell>;
}

function ModuleBody({ menuId, apply }: { menuId: number | null; apply: ApplyContextValue }) {
  const { t } = useTranslation();
  const known = menuId !== null && apply.data.menu.list.some((item) => item.menuid === menuId);
  if (!known) return <Notice severity="error">{t('portal.errors.notFound')}</Notice>;
  if (apply.data.menu.batch_state !== 2) return <Notice severity="warning">{t('portal.apply.menu.chooseFirst')}</Notice>;
  return <LoadedModule menuId={menuId} apply={apply} />;
}

function LoadedModule({ menuId, apply }: { menuId: number; apply: ApplyContextValue }) {
  const { remote, retry } = useModuleLoad(menuId);
  if (remote.state !== 'ready') return <LoadState area="apply" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  return <ModuleEditor filed={remote.data} apply={apply} reloadFiled={() => applyApi.filed(menuId)} />;
}
