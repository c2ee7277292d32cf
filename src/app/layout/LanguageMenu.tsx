import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../store';

/** The menu itself (MUI Menu, Popover, Modal) loads on the first open. */
const LanguageMenuList = lazy(() => import('./LanguageMenuList'));

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
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('portal.nav.language')}: ${t(`languageNames.${locale}`)}`}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {t(`languageNames.${locale}`)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
