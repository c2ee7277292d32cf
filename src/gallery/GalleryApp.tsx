import './messages';
import { Alert, Box, Link, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { allFixtures } from '../../fixtures/index';
import type { PortalFormHandle } from '../../renderers/index';
import { type Locale, type MessageKey, translate } from '../../schema-adapters/index';
import { DefinitionsPicker } from './DefinitionsPicker';
import { FixtureNav } from './FixtureNav';
import { type Source, fixtureSource } from './gallerySource';
import { GalleryForms } from './GalleryForms';
import { GalleryToolbar } from './GalleryToolbar';
import { InspectPanel } from './InspectPanel';
import { localUpload } from './localUpload';
import { type View, readGalleryState, writeGalleryState } from './urlState';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useShownForm } from './useShownForm';

/** Operator page: every fixture (or a definitions file from disk) in `<PortalForm>`, with what the runtime derived. */
export function GalleryApp() {
  const [initial] = useState(() => readGalleryState(location.search));
  const [locale, setLocale] = useState<Locale>(initial.locale);
  const [selected, setSelected] = useState(() => allFixtures.find((fixture) => fixture.name === initial.fixture)?.name ?? allFixtures[0]?.name ?? '');
  const [fromFile, setFromFile] = useState<Source | null>(null);
  const [caseIndex, setCaseIndex] = useState(initial.caseIndex);
  const [view, setView] = useState<View>(initial.view);
  const [showSensitive, setShowSensitive] = useState(true);
  const [readOnly, setReadOnly] = useState(false);
  const form = useRef<PortalFormHandle>(null);
  const t = (key: MessageKey) => translate(locale, key);
  const source = useMemo(() => fromFile ?? fixtureSource(selected, locale), [fromFile, selected, locale]);
  const { module, values, formKey, current, onEdited } = useShownForm(source, caseIndex, locale);
  useEffect(() => writeGalleryState({ fixture: fromFile ? null : selected, locale, view, caseIndex }), [fromFile, selected, locale, view, caseIndex]);
  useDocumentLanguage(locale);

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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('gallery.title')}
          </Typography>
          <Link href={`?${new URLSearchParams({ kit: '1', locale }).toString()}`}>{t('gallery.kit.title')}</Link>
        </Box>
        <DefinitionsPicker locale={locale} onLoaded={(name, fields) => { setFromFile({ name: translate(locale, 'gallery.fromFile', { name }), fields, referee: 0, cases: [] }); setCaseIndex(-1); }} />
        <GalleryToolbar
          locale={locale}
          view={view}
          caseIndex={caseIndex}
          showSensitive={showSensitive}
          readOnly={readOnly}
          cases={source.cases}
          onLocale={setLocale}
          onView={setView}
          onCase={setCaseIndex}
          onShowSensitive={setShowSensitive}
          onReadOnly={setReadOnly}
          onValidate={() => form.current?.validate()}
        />
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {source.name}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>{t('gallery.localUploads')}</Alert>
        <GalleryForms view={view} formKey={formKey} formRef={form} shared={shared} editedValues={current.data} onEdited={onEdited} />
        {module && <InspectPanel module={module} data={current.data} errors={current.errors} locale={locale} />}
      </Box>
    </Box>
  );
}
