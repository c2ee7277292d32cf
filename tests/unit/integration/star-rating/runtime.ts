import { builtinFieldTypes, createFormRuntime } from '../../../../schema-adapters/index';
import { starRatingAdapter } from './starRatingAdapter';

/** The field types of a portal that adds the star rating: given to the browser's runtime and to the server alike. */
export const starRatingFieldTypes = [...builtinFieldTypes, starRatingAdapter];

export const starRatingRuntime = createFormRuntime({ fieldTypes: starRatingFieldTypes });
