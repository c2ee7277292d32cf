import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_PATHS } from '../../../renderers/ui/iconPaths';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { PlainIcon } from '../../../renderers/ui/PlainIcon';
import { useProjectStore } from '../../store';
import { deferredComponent } from '../../../renderers/deferred/deferredComponent';
import { loadThemed } from '../../themes/loadThemed';

/** The menu itself (MUI Menu, Popover, Modal, and MUI's theme) loads when the pointer or the focus reaches its button. */
const LanguageMenuList = deferredComponent('LanguageMenuList', () => loadThemed(() => import('./LanguageMenuList').then((module) => module.default)));

/** The language dropdown, shown only when the project offers more than one language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const options = useProjectStore((state) => state.languageOptions);
  const locale = useProjectStore((state) => state.locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  if (options.length <= 1) return null;
  return (
    <>
      <PlainButton
        color="inherit"
        startIcon={<PlainIcon path={ICON_PATHS.translate} />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('portal.nav.language')}: ${t(`languageNames.${locale}`)}`}
        onPointerEnter={LanguageMenuList.preload}
        onFocus={LanguageMenuList.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {t(`languageNames.${locale}`)}
      </PlainButton>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
