import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../store';
import { chooseLanguage } from '../session';

/** The mobile menu's languages, when the project offers more than one; a choice closes the menu. */
export function MobileLanguageList({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const languageId = useId();
  const options = useProjectStore((state) => state.languageOptions);
  const locale = useProjectStore((state) => state.locale);
  if (options.length <= 1) return null;
  return (
    <List component="div" role="group" aria-labelledby={languageId} subheader={<ListSubheader component="div" id={languageId}>{t('portal.nav.language')}</ListSubheader>}>
      {options.map((option) => (
        <ListItemButton key={option} selected={option === locale} lang={option === 'en' ? 'en' : option === 'tc' ? 'zh-Hant' : 'zh-Hans'} onClick={() => { onClose(); chooseLanguage(option); }}>
          <ListItemText primary={t(`languageNames.${option}`)} />
        </ListItemButton>
      ))}
    </List>
  );
}
