/**
 * Uploads, files and signatures: request schemas and answer shapes.
 * `public.upload` and `apply.portrait` are multipart (fields below plus one `file` part); the other POSTs are form-encoded.
 */

import type { RequestOf } from './requestOf';

/** Multipart text fields of `public.upload` (documented; multipart bodies are read by the handler, not by the schema). */
export const UPLOAD_FIELDS = {
  type: 'object',
  required: ['id', 'file'],
  properties: {
    menu_id: { type: 'integer', description: 'Module id of the field (optional for a referee: the letter module)' },
    id: { type: 'string', description: 'Field definition id' },
    project_id: { type: 'integer' },
    org_id: { type: 'integer' },
    lang: { type: 'string' },
    file: { type: 'string', format: 'binary' },
  },
} as const;

/** Multipart fields of `apply.portrait`. */
export const PORTRAIT_FIELDS = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
} as const;

/** `public.file` path parameters. */
export const FILE_PARAMS = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } },
} as const;
export type FileParams = RequestOf<typeof FILE_PARAMS>;

/** `public.file` query: `inline=1` shows images, PDFs and videos in place; `expires` and `signature` make a signed link. */
export const FILE_QUERY = {
  type: 'object',
  properties: {
    inline: { type: 'string', enum: ['0', '1'] },
    expires: { type: 'string', pattern: '^[0-9]{1,12}$' },
    signature: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  },
} as const;
export type FileQuery = RequestOf<typeof FILE_QUERY>;

/** Most stored files one `public.fileLinks` call signs. */
export const FILE_LINKS_MAX = 100;

/** `public.fileLinks` body: stored files' uids, comma-separated. */
export const FILE_LINKS_BODY = {
  type: 'object',
  required: ['uids'],
  properties: {
    uids: { type: 'string', pattern: `^[A-Za-z0-9_-]{8,64}(,[A-Za-z0-9_-]{8,64}){0,${FILE_LINKS_MAX - 1}}$` },
  },
} as const;
export type FileLinksBody = RequestOf<typeof FILE_LINKS_BODY>;

/**
 * Answer of `public.fileLinks`: a short-lived signed address per file the caller may see (others are left out), so that
 * <img>, <video> and download links work without the session token ever being put into a URL.
 */
export interface FileLinks {
  links: Record<string, string>;
  /** Seconds until the links stop working. */
  expires_in: number;
}

/** `apply.uploadAutograph` body: `autograph` is JSON text `{"image":"data:image/png;base64,..."}` or a bare data URL. */
export const AUTOGRAPH_BODY = {
  type: 'object',
  required: ['autograph'],
  properties: {
    autograph: { type: 'string', minLength: 1 },
    menu_id: { type: 'integer' },
    id: { type: 'string', maxLength: 64 },
  },
} as const;
export type AutographBody = RequestOf<typeof AUTOGRAPH_BODY>;

/** `apply.sign` body: the electronic-signature acceptance (all fields optional). */
export const SIGN_BODY = {
  type: 'object',
  properties: {
    menu_id: { type: 'integer' },
    id: { type: 'string', maxLength: 64 },
  },
} as const;
export type SignBody = RequestOf<typeof SIGN_BODY>;

/** Largest portrait accepted (the spec reads both 1 MB and 5 MB; the hard limit is the larger). */
export const PORTRAIT_MAX_MB = 5;
/** Largest signature image accepted. */
export const AUTOGRAPH_MAX_MB = 2;

/** A stored upload: `url` downloads it (owner only); `fileUrl` is the in-place view when the type allows it. */
export interface UploadedFile {
  url: string;
  name: string;
  uid: string;
  size: number;
  fileUrl: string;
  /** The image itself for images, null for other types. */
  iconUrl: string | null;
}

/** Answer of `apply.uploadAutograph`. */
export interface AutographResult {
  url: string;
  uid: string;
}

/** Answer of `signature.list`: the saved signature (`qm`) and stroke points (`pfbz`, not kept). */
export interface SignatureList {
  qm: { signature: string | null };
  pfbz: unknown[];
}

/** Answer of `apply.sign`. */
export interface SignResult {
  signAccepted: true;
  signAcceptedAt: number;
}

/** Answer of `apply.portrait`. */
export interface PortraitResult {
  url: string;
}

/** The download address of a stored file. */
export function fileUrlOf(uid: string): string {
  return `/v1/public/file/${uid}`;
}

const STORED_FILE_URL = /^\/v1\/public\/file\/([A-Za-z0-9_-]{8,64})(?:\?.*)?$/;

/** The uid of a stored file's address (`/v1/public/file/{uid}`, any query); null for any other address. */
export function storedFileOf(url: string): { uid: string } | null {
  const match = STORED_FILE_URL.exec(url);
  return match?.[1] ? { uid: match[1] } : null;
}
