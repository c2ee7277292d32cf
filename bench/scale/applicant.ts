import { PATHS } from '../../protocol';
import type { LoginData } from '../../protocol/account';
import type { SaveData } from '../../protocol/apply';
import type { UploadedFile } from '../../protocol/upload';
import type { Db } from '../../server/db/connect';
import type { Cluster } from './cluster';
import { contentFor, multipart, signatureDataUrl } from './files';
import { type Reply, type Target, dataOf, portalHeaders, postForm, rawHeaders, send } from './http';
import { DOMAIN, MARKER_FIELD, type ScaleModule, type ScaleProject } from './project';
import type { Tally } from './tally';

/** The password of the applicants who log in (the others register by phone). */
export const APPLICANT_PASSWORD = 'Scale-bench-2026';
export const applicantEmail = (index: number) => `scale-${index}@example.com`;
const applicantMobile = (index: number) => `139${String(index).padStart(8, '0')}`;

/** One simulated applicant: its session, and every save of the saved module it sent and had acknowledged. */
export interface Applicant {
  index: number;
  ip: string;
  token: string;
  userId: number;
  /** uid of the uploaded electronic signature. */
  signature: string;
  /** The saved module's values as JSON text, split where the marker goes. */
  before: string;
  after: string;
  /** The same, form-encoded once (the save loop only encodes the marker). */
  encodedBefore: string;
  encodedAfter: string;
  /** The portal's headers with this applicant's token and address, as an object and as written on the wire. */
  headers: Record<string, string>;
  rawHeaders: string;
  /** The version this applicant last saw. */
  version: number;
  /** Saves sent so far (each carries a distinct marker). */
  sent: number;
  /** The last acknowledged save. */
  acked: { version: number; marker: string } | null;
  /** Versions acknowledged more than once (two saves both accepted at one version: a lost write). */
  doubleAcks: number;
  /** Saves that got no answer (network error) or a 5xx: they may or may not have been stored. */
  unanswered: Array<{ base: number; marker: string }>;
  /** Cross-instance file fetch: undefined while not tried. */
  crossFetch?: 'identical' | 'different' | 'failed';
}

const MARKER_SLOT = '@@marker@@';
export const markerOf = (applicant: Applicant, sequence: number) => `#${applicant.index}-${sequence}`;
export const savedValue = (applicant: Applicant, marker: string) => `${applicant.before}${marker}${applicant.after}`;

interface Session {
  token: string;
  userId: number;
}

async function readSmsCode(db: Db, mobile: string): Promise<string> {
  const row = await db.selectFrom('outbox').select('body').where('channel', '=', 'sms').where('recipient', '=', `+86${mobile}`).orderBy('id', 'desc').executeTakeFirst();
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** Even applicants register (SMS code, then fast login creates the account); odd ones log in with a password. */
async function signIn(cluster: Cluster, db: Db, tally: Tally, index: number, ip: string): Promise<Session | undefined> {
  const headers = portalHeaders(ip);
  let login: Reply | undefined;
  if (index % 2 === 0) {
    const mobile = applicantMobile(index);
    const sent = await tally.guard('sendsms', () => postForm(cluster.random(), PATHS.public.sendSms, headers, { domain: DOMAIN, mobile, phone_code: '+86', purpose: 'login' }));
    if (!sent || !tally.check('sendsms', sent)) return undefined;
    const code = await readSmsCode(db, mobile);
    login = await tally.guard('register', () => postForm(cluster.random(), PATHS.account.login, headers, { domain: DOMAIN, type: 'fast', mobile, phone_code: '+86', code }));
    if (!login || !tally.check('register', login)) return undefined;
  } else {
    login = await tally.guard('login', () => postForm(cluster.random(), PATHS.account.login, headers, { domain: DOMAIN, type: 'password', account: applicantEmail(index), password: APPLICANT_PASSWORD }));
    if (!login || !tally.check('login', login)) return undefined;
  }
  const data = dataOf<LoginData>(login);
  return { token: data.token, userId: data.user_id };
}

async function upload(target: Target, headers: Record<string, string>, menuId: number, fieldId: string, name: string, data: Buffer): Promise<Reply> {
  const form = multipart({ menu_id: String(menuId), id: fieldId, lang: 'en' }, { name, data });
  return send(target, 'POST', PATHS.public.upload, { ...headers, 'content-type': form.contentType }, form.body);
}

/**
 * The module's values with each file record replaced by an upload of this applicant (to a random instance). The
 * first upload of the saved module is then fetched from another instance and compared byte for byte.
 */
async function ownValues(cluster: Cluster, tally: Tally, applicant: Applicant, headers: Record<string, string>, module: ScaleModule, crossCheck: boolean): Promise<Record<string, unknown> | undefined> {
  const values = structuredClone(module.values);
  for (const field of module.fileFields) {
    const records = module.values[field.field];
    if (!Array.isArray(records)) continue;
    const own: UploadedFile[] = [];
    for (const [position, record] of records.entries()) {
      const original = (record as { name: string }).name;
      const name = `${field.field}-${position}.${original.split('.').pop()}`;
      const content = contentFor(name, `applicant ${applicant.index} ${module.name} ${field.field} ${position}`);
      const target = cluster.random();
      const reply = await tally.guard('upload', () => upload(target, headers, module.menuId, field.id, name, content));
      if (!reply || !tally.check('upload', reply)) return undefined;
      const file = dataOf<UploadedFile>(reply);
      own.push(file);
      if (crossCheck && applicant.crossFetch === undefined) applicant.crossFetch = await fetchElsewhere(cluster, tally, cluster.other(target), headers, file.uid, content);
    }
    values[field.field] = own;
  }
  return values;
}

async function fetchElsewhere(cluster: Cluster, tally: Tally, target: Target, headers: Record<string, string>, uid: string, content: Buffer): Promise<Applicant['crossFetch']> {
  const reply = await tally.guard('fetch on another instance', () => send(target, 'GET', `/v1/public/file/${uid}`, headers));
  if (!reply || !tally.check('fetch on another instance', reply)) return 'failed';
  if (reply.body.equals(content)) return 'identical';
  tally.add('fetch on another instance: different bytes', `${reply.body.length} bytes instead of ${content.length}`);
  return 'different';
}

async function saveOnce(cluster: Cluster, tally: Tally, headers: Record<string, string>, module: ScaleModule, value: string, version: number): Promise<SaveData | undefined> {
  const reply = await tally.guard(`save ${module.name}`, () => postForm(cluster.random(), PATHS.apply.basic, headers, { menu_id: module.menuId, value, version }));
  if (!reply || !tally.check(`save ${module.name}`, reply)) return undefined;
  const data = dataOf<SaveData>(reply);
  if (data.state !== 2) tally.add(`save ${module.name}: incomplete`, JSON.stringify(data.errors));
  return data;
}

/**
 * Brings one applicant to the point of saving: signs in, chooses the batch, uploads every file its modules need
 * (checking one upload from another instance), saves the required modules complete, uploads a signature and saves the
 * saved module once (version 1). Each request goes to a random instance. Undefined when a step failed (counted).
 */
export async function prepareApplicant(cluster: Cluster, db: Db, tally: Tally, project: ScaleProject, index: number): Promise<Applicant | undefined> {
  const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const session = await signIn(cluster, db, tally, index, ip);
  if (!session) return undefined;
  const headers = portalHeaders(ip, session.token);
  const applicant: Applicant = { index, ip, ...session, signature: '', before: '', after: '', encodedBefore: '', encodedAfter: '', headers, rawHeaders: rawHeaders(headers), version: 0, sent: 0, acked: null, doubleAcks: 0, unanswered: [] };
  const batch = await tally.guard('batch', () => postForm(cluster.random(), PATHS.apply.batch, headers, { batch_id: project.batchId, track_id: project.trackId }));
  if (!batch || !tally.check('batch', batch)) return undefined;

  const saved = await ownValues(cluster, tally, applicant, headers, project.saved, true);
  if (!saved) return undefined;
  const [before, after] = JSON.stringify({ ...saved, [MARKER_FIELD]: `${String(saved[MARKER_FIELD])} ${MARKER_SLOT}` }).split(MARKER_SLOT) as [string, string];
  Object.assign(applicant, { before, after, encodedBefore: encodeURIComponent(before), encodedAfter: encodeURIComponent(after) });
  for (const module of project.others) {
    const values = await ownValues(cluster, tally, applicant, headers, module, false);
    if (!values || !(await saveOnce(cluster, tally, headers, module, JSON.stringify(values), 0))) return undefined;
  }
  const autograph = await tally.guard('signature', () => postForm(cluster.random(), PATHS.apply.uploadAutograph, headers, { autograph: signatureDataUrl() }));
  if (!autograph || !tally.check('signature', autograph)) return undefined;
  applicant.signature = dataOf<{ uid: string }>(autograph).uid;

  const marker = markerOf(applicant, applicant.sent++);
  const first = await saveOnce(cluster, tally, headers, project.saved, savedValue(applicant, marker), 0);
  if (!first) return undefined;
  applicant.version = first.version;
  applicant.acked = { version: first.version, marker };
  return applicant;
}

/** Submits the application (acknowledgement and the uploaded signature) on a random instance. */
export async function submitApplicant(cluster: Cluster, tally: Tally, applicant: Applicant): Promise<boolean> {
  const reply = await tally.guard('submit', () => postForm(cluster.random(), PATHS.apply.submit, applicant.headers, { acknowledge: 1, signature: applicant.signature }));
  return !!reply && tally.check('submit', reply);
}
