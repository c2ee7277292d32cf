import './messages';
import { Alert, Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { allFixtures, getFixture } from '../../fixtures/index';
import { PortalForm, type PortalFormHandle } from '../../renderers/index';
import {
  type AdaptedModule,
  FieldDefinitionError,
  LOCALES,
  type Locale,
  type MessageKey,
  type PortalError,
  type RawFieldDefinitions,
  adaptModule,
  translate,
  validateModule,
} from '../../schema-adapters/index';
import { DefinitionsPicker } from './DefinitionsPicker';
import { FixtureNav } from './FixtureNav';
import { InspectPanel } from './InspectPanel';
import { localUpload } from './localUpload';
import { type View, readGalleryState, writeGalleryState } from './urlState';


const LANGUAGE_TAGS: Record<Locale, string> = { sc: 'zh-CN', tc: 'zh-TW', en: 'en' };
interface Source {
  name: string;
  fields: RawFieldDefinitions;
  referee: number;
  cases: Array<{ label: string; values: Record<string, unknown> }>;
}

function fixtureSource(name: string, locale: Locale): Source {
  const fixture = getFixture(name);
  const cases = [
    ...fixture.valid.map((item) => ({ label: translate(locale, 'gallery.validCase', { name: item.name }), values: item.values })),
    ...fixture.invalid.map((item) => ({ label: translate(locale, 'gallery.invalidCase', { name: item.name }), values: item.values })),
  ];
  return { name, fields: fixture.fields, referee: fixture.menu?.referee ?? 0, cases };
}

function safeAdapt(source: Source, locale: Locale): AdaptedModule | null {
  try {
    return adaptModule(source.fields, { locale, referee: source.referee });
  } catch (error) {
    if (error instanceof FieldDefinitionError) return null;
    throw error;
  }
}

/** Operator page: every fixture (or a definitions file from disk) in `<PortalForm>`, with what the runtime derived. */
export function GalleryApp() {
  const [initial] = useState(() => readGalleryState(location.search));
  const [locale, setLocale] = useState<Locale>(initial.locale);
  const [selected, setSelected] = useState(allFixtures.some((fixture) => fixture.name === initial.fixture) ? (initial.fixture as string) : (allFixtures[0]?.name ?? ''));
  const [fromFile, setFromFile] = useState<Source | null>(null);
  const [caseIndex, setCaseIndex] = useState(initial.caseIndex);
  const [view, setView] = useState<View>(initial.view);
  const [showSensitive, setShowSensitive] = useState(true);
  const [readOnly, setReadOnly] = useState(false);
  const [edited, setEdited] = useState<{ key: string; data: unknown; errors: PortalError[] } | null>(null);
  const form = useRef<PortalFormHandle>(null);
  const t = (key: MessageKey) => translate(locale, key);
  const source = useMemo(() => fromFile ?? fixtureSource(selected, locale), [fromFile, selected, locale]);
  const module = useMemo(() => safeAdapt(source, locale), [source, locale]);
  const values = source.cases[caseIndex]?.values;
  const formKey = `${source.name}|${caseIndex}|${locale}`;
  const current = useMemo(
    () => (edited?.key === formKey ? edited : { data: values ?? {}, errors: module ? validateModule(source.fields, values ?? {}, { locale, referee: source.referee }) : [] }),
    [edited, formKey, values, module, source, locale],
  );
  useEffect(() => writeGalleryState({ fixture: fromFile ? null : selected, locale, view, caseIndex }), [fromFile, selected, locale, view, caseIndex]);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    document.title = translate(locale, 'gallery.title');
  }, [locale]);

  const choose = (name: string) => {
    setFromFile(null);
    setSelected(name);
    setCaseIndex(-1);
  };
  const shared = { fields: source.fields, values, locale, showSensitive, readOnly, referee: source.referee, uploadFile: localUpload };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="aside" sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflow: 'auto', maxHeight: '100vh', position: 'sticky', top: 0 }}>
        <FixtureNav selected={fromFile ? '' : selected} onSelect={choose} locale={locale} />
      </Box>
      <Box component="main" sx={{ flex: 1, p: 3, minWidth: 0 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('gallery.title')}
        </Typography>
        <DefinitionsPicker locale={locale} onLoaded={(name, fields) => { setFromFile({ name: translate(locale, 'gallery.fromFile', { name }), fields, referee: 0, cases: [] }); setCaseIndex(-1); }} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup size="small" exclusive value={locale} onChange={(_, value: Locale | null) => value && setLocale(value)} aria-label={t('gallery.language')}>
            {LOCALES.map((code) => (
              <ToggleButton key={code} value={code} lang={LANGUAGE_TAGS[code]}>
                {translate(code, `languageNames.${code}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, value: View | null) => value && setView(value)} aria-label={t('gallery.view')}>
            <ToggleButton value="edit">{t('gallery.edit')}</ToggleButton>
            <ToggleButton value="preview">{t('gallery.preview')}</ToggleButton>
            <ToggleButton value="both">{t('gallery.sideBySide')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField select size="small" label={t('gallery.case')} value={caseIndex} onChange={(event) => setCaseIndex(Number(event.target.value))} sx={{ minWidth: 260 }}>
            <MenuItem value={-1}>{t('gallery.empty')}</MenuItem>
            {source.cases.map((item, index) => (
              <MenuItem key={item.label} value={index}>{item.label}</MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={showSensitive} onChange={(event) => setShowSensitive(event.target.checked)} />} label={t('gallery.showSensitive')} />
          <FormControlLabel control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />} label={t('gallery.readOnly')} />
          <Button variant="contained" onClick={() => form.current?.validate()} disabled={view === 'preview'}>
            {t('gallery.validate')}
          </Button>
        </Stack>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {source.name}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>{t('gallery.localUploads')}</Alert>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: view === 'both' ? '1fr 1fr' : '1fr' } }}>
          {view !== 'preview' && (
            <Box component="section" aria-label={t('gallery.edit')}>
              <PortalForm key={`edit|${formKey}`} ref={form} {...shared} mode="edit" onChange={(data, errors) => setEdited({ key: formKey, data, errors })} />
            </Box>
          )}
          {view !== 'edit' && (
            <Box component="section" aria-label={t('gallery.preview')}>
              <PortalForm key={`preview|${formKey}`} {...shared} values={view === 'both' ? (current.data as Record<string, unknown>) : values} mode="preview" />
            </Box>
          )}
        </Box>
        {module && <InspectPanel module={module} data={current.data} errors={current.errors} locale={locale} />}
      </Box>
    </Box>
  );
}
