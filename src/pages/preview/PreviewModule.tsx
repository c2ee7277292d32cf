import { PortalFormRuntime } from '../../formRuntime';
import { Paper, Typography } from '@mui/material';
import { memo } from 'react';
import type { PreviewData } from '../../../protocol/apply';
import { PortalForm } from '../../../renderers';
import type { Locale } from '../../store';
import { sectionId } from './previewLayout';
import { resolveFileLink } from '../../api/fileLinks';

/** Props of {@link PreviewModule}. */
export interface PreviewModuleProps {
  module: PreviewData['modules'][number];
  title: string;
  locale: Locale;
}

/** One module read-only: its menu title and its fields as the adapter lays them out (normal or column/table). */
export const PreviewModule = memo(function PreviewModule({ module, title, locale }: PreviewModuleProps) {
  const id = sectionId(module.menu.menuid);
  return (
    <Paper component="section" variant="outlined" id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="preview-module" sx={{ p: { xs: 1.5, sm: 3 }, outline: 'none', scrollMarginTop: 16 }}>
      <Typography id={`${id}-title`} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <PortalFormRuntime>
        <PortalForm fields={module.fields} values={module.values} locale={locale} mode="preview" referee={module.menu.referee} fileLink={resolveFileLink} />
      </PortalFormRuntime>
    </Paper>
  );
});
