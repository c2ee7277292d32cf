import { useRef } from 'react';
import { uploadApi } from '../../api';
import { portalFormRuntime } from '../../formRuntime';
import { newSignatures } from './signatures';

type Values = Record<string, unknown>;

/** Sends each signature drawn in a module's form once (apply.uploadAutograph); `onFailed` hears of a refused one. */
export function useSignatureUploads(menuId: number, fields: readonly unknown[], onFailed: (error: unknown) => void): (values: Values) => void {
  const sent = useRef(new Set<string>());
  return (values) => {
    for (const signature of newSignatures(portalFormRuntime, fields, values, sent.current)) {
      sent.current.add(signature.dataUrl);
      uploadApi.uploadAutograph(signature.dataUrl, { menu_id: menuId, id: signature.id }).catch(onFailed);
    }
  };
}
