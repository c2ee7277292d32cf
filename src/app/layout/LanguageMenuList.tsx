import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../store';
import { chooseLanguage } from '../session';

/** Props of {@link LanguageMenuList}. */
export interface LanguageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The language dropdown's menu (its own chunk: loaded on the first open, kept off the login route's first paint). */
export default function LanguageMenuList({ id, anchor, onClose }: LanguageMenuListProps) {
  const { t } = useTranslation();
  const options = useProjectStore((state) => state.languageOptions);
  const locale = useProjectStore((state) => state.locale);
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {options.map((option) => (
        <MenuItem
          key={option}
          lang={option === 'en' ? 'en' : option === 'tc' ? 'zh-Hant' : 'zh-Hans'}
          selected={option === locale}
          onClick={() => {
            onClose();
            chooseLanguage(option);
          }}
        >
          {t(`languageNames.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
