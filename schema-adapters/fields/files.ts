import type { AdaptContext, FieldTypeAdapter } from '../registry';
import type { FieldDefinition } from '../types';
import { control, singleProperty } from './common';

export const IMAGE_TYPES = ['jpg', 'jpeg', 'png'];
export const DOCUMENT_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'ppt', 'pptx', 'txt', 'zip', 'rar', '7z', 'mp4'];
export const VIDEO_TYPES = ['mp4', 'webm', 'mov'];
export const IMAGE_MODES = new Set(['image', 'picture', 'img']);

const fileRecord = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    url: { type: 'string' },
    uid: { type: ['string', 'number'] },
    fileUrl: { type: 'string' },
    iconUrl: { type: 'string' },
    size: { type: 'number', minimum: 0 },
    duration: { type: 'number', minimum: 0 },
  },
};

function isImageUpload(field: FieldDefinition): boolean {
  return IMAGE_MODES.has(String(field.condition.show_mode ?? '').toLowerCase());
}

function fileField(field: FieldDefinition, ctx: AdaptContext, fieldType: string, defaultTypes: string[]) {
  const { file_type: listed, file_size: maxSizeMB, upload_sample: sample, file_duration: duration, files: examples } = field.condition;
  const types = (listed && listed.length > 0 ? listed : defaultTypes).map((type) => type.replace(/^\./, '').toLowerCase());
  const rules = {
    types,
    maxCount: sample ?? 1,
    ...(maxSizeMB === undefined ? {} : { maxSizeMB }),
    ...(duration ? { maxDuration: duration } : {}),
  };
  const schema = { type: 'array', items: fileRecord, files: rules };
  const extra: Record<string, unknown> = { accept: types, maxCount: rules.maxCount, examples: examples ?? [] };
  if (maxSizeMB !== undefined) extra.maxSizeMB = maxSizeMB;
  if (duration) extra.duration = duration;
  return singleProperty(field, schema, control(field, ctx, fieldType, extra));
}

/** Without `file_type`, an image upload takes the image types and any other upload the image and file types. */
export const ANY_UPLOAD_TYPES = [...IMAGE_TYPES, ...DOCUMENT_TYPES];

/** Type 8: image or document upload checked by type, size (MB) and count (`upload_sample`, default 1). */
export const uploadAdapter: FieldTypeAdapter = {
  type: 8,
  name: 'upload',
  hasValue: true,
  holds: 'files',
  adapt: (field, ctx) => fileField(field, ctx, 'upload', isImageUpload(field) ? IMAGE_TYPES : ANY_UPLOAD_TYPES),
};

/** Type 11: video recording or video file list, with an optional length limit (`file_duration`, seconds). */
export const videoAdapter: FieldTypeAdapter = {
  type: 11,
  name: 'video',
  hasValue: true,
  holds: 'files',
  adapt: (field, ctx) => fileField(field, ctx, 'video', VIDEO_TYPES),
};

/** The file types a field takes without `file_type`: videos the video types, image uploads the image types, else both. */
export function fileTypesOf(field: FieldDefinition): string[] {
  if (field.type === videoAdapter.type) return VIDEO_TYPES;
  return isImageUpload(field) ? IMAGE_TYPES : ANY_UPLOAD_TYPES;
}

/** An upload field (not a video): the only kind a portrait may fill. */
export const isUploadField = (field: FieldDefinition): boolean => field.type === uploadAdapter.type;
