import { useMemo, useState } from 'react';
import { type Locale, type PortalError, type ServerValues, validateModule } from '../../schema-adapters/index';
import { type Source, safeAdapt } from './gallerySource';

/**
 * The form the gallery shows: its module (null when the definitions are refused), the case's values, a key that changes
 * when the form starts over, and the values and errors now (the edited ones, else the case's as validated).
 */
export function useShownForm(source: Source, caseIndex: number, locale: Locale) {
  const [edited, setEdited] = useState<{ key: string; data: ServerValues; errors: PortalError[] } | null>(null);
  const module = useMemo(() => safeAdapt(source, locale), [source, locale]);
  const values = source.cases[caseIndex]?.values;
  const formKey = `${source.name}|${caseIndex}|${locale}`;
  const current = useMemo(
    () => (edited?.key === formKey ? edited : { data: values ?? {}, errors: module ? validateModule(source.fields, values ?? {}, { locale, referee: source.referee }) : [] }),
    [edited, formKey, values, module, source, locale],
  );
  const onEdited = (data: ServerValues, errors: PortalError[]) => setEdited({ key: formKey, data, errors });
  return { module, values, formKey, current, onEdited };
}
