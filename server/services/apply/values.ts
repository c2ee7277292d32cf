import { parseJsonObject } from '../../http/jsonObject';

/** Parses the JSON text of a form-values field; 400 naming the field when it is not a JSON object or nests too deeply. */
export const parseValues = (text: string, field: string): Record<string, unknown> => parseJsonObject(text, field);
