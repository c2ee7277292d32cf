import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import type { AdaptedModule, Locale, MessageKey, PortalError } from '../../schema-adapters/index';
import { translate } from '../../schema-adapters/index';

const TABS = ['data', 'errors', 'schema', 'uischema'] as const;

/** The generated schema and UI schema, the values a save would send, and the current errors. */
export function InspectPanel({ module, data, errors, locale }: { module: AdaptedModule; data: unknown; errors: PortalError[]; locale: Locale }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('data');
  const t = (key: MessageKey) => translate(locale, key);
  const shown = { data, errors, schema: module.schema, uischema: module.uischema }[tab];
  return (
    <Box component="section" aria-label={t('gallery.view')} sx={{ mt: 3 }}>
      {module.warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`${t('gallery.warnings')}: ${module.warnings.map((warning) => `${warning.path} ${warning.message}`).join('; ')}`}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_, value: (typeof TABS)[number]) => setTab(value)} variant="scrollable">
        {TABS.map((name) => (
          <Tab key={name} value={name} label={name === 'errors' ? `${t('gallery.errors')} (${errors.length})` : t(`gallery.${name}`)} />
        ))}
      </Tabs>
      <Box component="pre" tabIndex={0} aria-label={t(`gallery.${tab}`)} sx={{ bgcolor: 'grey.100', p: 2, m: 0, maxHeight: 480, overflow: 'auto', fontSize: 12 }}>
        {JSON.stringify(shown, null, 2)}
      </Box>
    </Box>
  );
}
