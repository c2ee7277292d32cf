import { PortalFormRuntime } from '../../formRuntime';
import { memo } from 'react';
import type { PreviewData } from '../../../protocol/apply';
import { PortalForm } from '../../../renderers';
import type { Locale } from '../../store';
import { sectionId } from './previewLayout';
import { resolveFileLink } from '../../api/fileLinks';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import classes from './preview.module.css';

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
    <PlainPaper component="section" variant="outlined" id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className={`preview-module ${classes.module}`}>
      <h2 id={`${id}-title`} className={`${text.h5} ${classes.moduleTitle}`}>
        {title}
      </h2>
      <PortalFormRuntime>
        <PortalForm fields={module.fields} values={module.values} locale={locale} mode="preview" referee={module.menu.referee} fileLink={resolveFileLink} />
      </PortalFormRuntime>
    </PlainPaper>
  );
});
