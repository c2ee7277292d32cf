import { Box } from '@mui/material';
import type { Ref } from 'react';
import { PortalForm, type PortalFormHandle, type PortalFormProps } from '../../renderers/index';
import { type Locale, type PortalError, type ServerValues, translate } from '../../schema-adapters/index';
import type { View } from './urlState';

/** Props of {@link GalleryForms}. */
export interface GalleryFormsProps {
  view: View;
  /** Changes whenever the forms start over (another source, case or language). */
  formKey: string;
  formRef: Ref<PortalFormHandle>;
  /** What both forms are given. */
  shared: Omit<PortalFormProps, 'mode' | 'onChange'> & { locale: Locale };
  /** The values the edited form holds now, shown by the preview beside it. */
  editedValues: ServerValues;
  onEdited(values: ServerValues, errors: PortalError[]): void;
}

/** The form being tried: editable, as its preview, or both side by side (the preview then follows the editing). */
export function GalleryForms({ view, formKey, formRef, shared, editedValues, onEdited }: GalleryFormsProps) {
  const label = (key: 'gallery.edit' | 'gallery.preview') => translate(shared.locale, key);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: view === 'both' ? '1fr 1fr' : '1fr' } }}>
      {view !== 'preview' && (
        <Box component="section" aria-label={label('gallery.edit')}>
          <PortalForm key={`edit|${formKey}`} ref={formRef} {...shared} mode="edit" onChange={onEdited} />
        </Box>
      )}
      {view !== 'edit' && (
        <Box component="section" aria-label={label('gallery.preview')}>
          <PortalForm key={`preview|${formKey}`} {...shared} values={view === 'both' ? editedValues : shared.values} mode="preview" />
        </Box>
      )}
    </Box>
  );
}
