import type { FieldTypeAdapter } from '../registry';
import { dropdownAdapter, multipleChoiceAdapter, singleChoiceAdapter } from './choice';
import { dateAdapter } from './date';
import { dateRangeAdapter } from './dateRange';
import { uploadAdapter, videoAdapter } from './files';
import { levelsAdapter } from './levels';
import { matrixAdapter } from './matrix';
import { phoneAdapter } from './phone';
import { richTextAdapter } from './richText';
import { signatureAdapter } from './signature';
import { textAdapter } from './text';
import { textareaAdapter } from './textarea';

/** The field types of spec section 3, each an adapter like any an integrator adds (see `createFormRuntime`). */
export const builtinFieldTypes: FieldTypeAdapter[] = [
  textAdapter,
  textareaAdapter,
  singleChoiceAdapter,
  multipleChoiceAdapter,
  dropdownAdapter,
  dateAdapter,
  dateRangeAdapter,
  uploadAdapter,
  matrixAdapter,
  videoAdapter,
  signatureAdapter,
  phoneAdapter,
  richTextAdapter,
  levelsAdapter,
];
