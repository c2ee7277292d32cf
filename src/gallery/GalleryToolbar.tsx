import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { LOCALES, type Locale, translate } from '../../schema-adapters/index';
import { LANGUAGE_TAGS } from './languageTags';
import type { View } from './urlState';

/** Props of {@link GalleryToolbar}: each setting of the gallery and its change. */
export interface GalleryToolbarProps {
  locale: Locale;
  onLocale(locale: Locale): void;
  view: View;
  onView(view: View): void;
  /** The sample values shown (-1: none) among the source's cases. */
  caseIndex: number;
  cases: ReadonlyArray<{ label: string }>;
  onCase(index: number): void;
  showSensitive: boolean;
  onShowSensitive(show: boolean): void;
  readOnly: boolean;
  onReadOnly(readOnly: boolean): void;
  onValidate(): void;
}

/** The gallery's settings: language, view, sample values, sensitive fields, read-only, and validating the form. */
export function GalleryToolbar(props: GalleryToolbarProps) {
  const { locale, view, caseIndex } = props;
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup size="small" exclusive value={locale} onChange={(_, value: Locale | null) => value && props.onLocale(value)} aria-label={t('gallery.language')}>
        {LOCALES.map((code) => (
          <ToggleButton key={code} value={code} lang={LANGUAGE_TAGS[code]}>
            {translate(code, `languageNames.${code}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, value: View | null) => value && props.onView(value)} aria-label={t('gallery.view')}>
        <ToggleButton value="edit">{t('gallery.edit')}</ToggleButton>
        <ToggleButton value="preview">{t('gallery.preview')}</ToggleButton>
        <ToggleButton value="both">{t('gallery.sideBySide')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField select size="small" label={t('gallery.case')} value={caseIndex} onChange={(event) => props.onCase(Number(event.target.value))} sx={{ minWidth: 260 }}>
        <MenuItem value={-1}>{t('gallery.empty')}</MenuItem>
        {props.cases.map((item, index) => (
          <MenuItem key={item.label} value={index}>{item.label}</MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Switch checked={props.showSensitive} onChange={(event) => props.onShowSensitive(event.target.checked)} />} label={t('gallery.showSensitive')} />
      <FormControlLabel control={<Switch checked={props.readOnly} onChange={(event) => props.onReadOnly(event.target.checked)} />} label={t('gallery.readOnly')} />
      <Button variant="contained" onClick={props.onValidate} disabled={view === 'preview'}>
        {t('gallery.validate')}
      </Button>
    </Stack>
  );
}
