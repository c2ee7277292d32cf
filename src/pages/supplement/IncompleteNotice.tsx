import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../protocol/apply';
import { Notice } from '../../../renderers/ui/Notice';
import { pickText } from '../../../schema-adapters';
import { RouteButton } from '../../components/route/RouteButton';
import { type Locale, useProjectStore } from '../../store';
import { fieldOfPath, type UploadFieldInfo } from '../apply/uploads';

/** The label of the field an error is at (a column: its group's field), in the reader's language; the path when unknown. */
const labelOf = (fields: unknown[], path: string, locale: Locale): string => {
  const definition = fieldOfPath(fields as UploadFieldInfo[], path) as (UploadFieldInfo & { name?: unknown }) | undefined;
  return (definition && pickText(definition.name as Parameters<typeof pickText>[0], locale)) || path;
};

/** A submission refused over incomplete fields: each field's problem, and the way back to the form (showing them). */
export function IncompleteNotice({ fields, errors }: { fields: unknown[]; errors: FieldError[] }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  return (
    <Notice
      severity="error"
      data-testid="supplement-incomplete"
      action={
        <RouteButton color="inherit" size="small" to="/supplementary-form" linkState={{ errors }}>
          {t('portal.supplement.toForm')}
        </RouteButton>
      }
    >
      {t('portal.supplement.incomplete')}
      <ul>
        {errors.map((error) => (
          <li key={`${error.field}:${error.keyword}`}>{t('portal.supplement.fieldError', { field: labelOf(fields, error.field, locale), message: error.message })}</li>
        ))}
      </ul>
    </Notice>
  );
}
