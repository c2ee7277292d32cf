import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN, zhTW } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { ReactNode } from 'react';
import type { Locale } from '../../schema-adapters/index';
import { usePortalForm } from '../core/context';

const ADAPTER_LOCALES: Record<Locale, string> = { sc: 'zh-cn', tc: 'zh-tw', en: 'en' };

const PICKER_TEXTS: Record<Locale, typeof enUS> = { sc: zhCN, tc: zhTW, en: enUS };

/** Date pickers' localisation in the form's locale: dayjs adapter, its locale and the picker UI texts. */
export function PickerProvider({ children }: { children: ReactNode }) {
  const { locale } = usePortalForm();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALES[locale]}
      localeText={PICKER_TEXTS[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
