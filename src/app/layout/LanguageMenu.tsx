import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../store';
import { chooseLanguage } from '../session';

/** The language dropdown, shown only when the project offers more than one language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const options = useProjectStore((state) => state.languageOptions);
  const locale = useProjectStore((state) => state.locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(`languageNames.${locale}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option}
            lang={option === 'en' ? 'en' : option === 'tc' ? 'zh-Hant' : 'zh-Hans'}
            selected={option === locale}
            onClick={() => {
              setAnchor(null);
              chooseLanguage(option);
            }}
          >
            {t(`languageNames.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
