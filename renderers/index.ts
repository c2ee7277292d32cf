export { PortalForm, type PortalFormHandle, type PortalFormProps } from './PortalForm';
export { FormRuntimeProvider, useFormRuntime } from './core/runtimeContext';
export { portalCells, portalRenderers } from './registry';
export { FieldFrame, describedBy, type FieldFrameProps } from './core/FieldFrame';
export { PreviewValue, NO_VALUE } from './core/PreviewValue';
export { useControl } from './core/useControl';
export { usePortalForm, useT, type FormMode, type UploadFile, type FileLinkResolver, type PortalFormContextValue } from './core/context';
export { RichText } from './controls/RichTextLabel';
