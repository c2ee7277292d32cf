import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import { JsonForms } from '@jsonforms/react';
import { Alert, Box, Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { allFixtures } from '../../fixtures/index';
import { type Locale, LOCALES, createPortalAjv, fromServerValues, toServerValues, translate, validateModule } from '../../schema-adapters/index';
import { usePreviewModule } from './usePreviewModule';

const EMPTY_CASE = -1;

/** Operator page: every fixture rendered from its definitions with the stock JSON Forms material renderers. */
export function PreviewApp() {
  const [fixtureName, setFixtureName] = useState(allFixtures[0]?.name ?? '');
  const [locale, setLocale] = useState<Locale>('sc');
  const [caseIndex, setCaseIndex] = useState(EMPTY_CASE);
  const [data, setData] = useState<Record<string, unknown>>({});
  const fixture = allFixtures.find((item) => item.name === fixtureName) ?? allFixtures[0];
  const ajv = useMemo(() => createPortalAjv(), []);
  const cases = fixture ? [...fixture.valid, ...fixture.invalid] : [];
  const adapted = usePreviewModule(fixture ?? { name: '', description: '', fields: [], valid: [], invalid: [] }, locale);
  const initial = useMemo(() => {
    if (!fixture || !adapted.ok) return {};
    const chosen = cases[caseIndex];
    return chosen ? fromServerValues(fixture.fields, chosen.values) : adapted.module.data;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fixture, adapted, caseIndex]);
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const errors = fixture && adapted.ok ? validateModule(fixture.fields, data, { locale, referee: fixture.menu?.referee ?? 0 }) : [];

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('preview.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField select label={t('preview.fixture')} value={fixture?.name ?? ''} onChange={(event) => { setFixtureName(event.target.value); setCaseIndex(EMPTY_CASE); }} sx={{ minWidth: 240 }}>
          {allFixtures.map((item) => <MenuItem key={item.name} value={item.name}>{item.name}</MenuItem>)}
        </TextField>
        <TextField select label={t('preview.language')} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
          {LOCALES.map((code) => <MenuItem key={code} value={code}>{translate(locale, `languageNames.${code}`)}</MenuItem>)}
        </TextField>
        <TextField select label={t('preview.case')} value={caseIndex} onChange={(event) => setCaseIndex(Number(event.target.value))} sx={{ minWidth: 240 }}>
          <MenuItem value={EMPTY_CASE}>{t('preview.empty')}</MenuItem>
          {cases.map((item, index) => (
            <MenuItem key={item.name} value={index}>{`${index < (fixture?.valid.length ?? 0) ? t('preview.valid') : t('preview.invalid')}: ${item.name}`}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {fixture && <Typography color="text.secondary" sx={{ mb: 2 }}>{fixture.description}</Typography>}
      {!adapted.ok && <Alert severity="error">{`${t('preview.unusable')}: ${adapted.error}`}</Alert>}
      {adapted.ok && fixture && (
        <>
          {adapted.module.warnings.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('preview.warnings')}: {adapted.module.warnings.map((warning) => `${warning.path} ${warning.message}`).join('; ')}
            </Alert>
          )}
          <JsonForms
            key={`${fixture.name}-${locale}-${caseIndex}`}
            schema={adapted.module.schema}
            uischema={adapted.module.uischema as never}
            data={initial}
            renderers={materialRenderers}
            cells={materialCells}
            ajv={ajv}
            validationMode="NoValidation"
            onChange={(event) => setData(event.data as Record<string, unknown>)}
          />
          <Box component="section" sx={{ mt: 3 }} aria-live="polite">
            <Typography variant="h6" component="h2">{t('preview.errors')}</Typography>
            {errors.length === 0 ? (
              <Alert severity="success">{t('preview.noErrors')}</Alert>
            ) : (
              errors.map((error) => <Alert key={`${error.field}-${error.keyword}-${error.message}`} severity="error" sx={{ mb: 1 }}>{`${error.field}: ${error.message}`}</Alert>)
            )}
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('preview.serverValues')}</Typography>
            <Box component="pre" sx={{ bgcolor: 'grey.100', p: 2, overflow: 'auto', fontSize: 12 }}>
              {JSON.stringify(toServerValues(fixture.fields, data, { referee: fixture.menu?.referee ?? 0 }), null, 2)}
            </Box>
          </Box>
        </>
      )}
    </Container>
  );
}
