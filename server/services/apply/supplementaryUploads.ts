import { SUPPLEMENTARY_MENU_ID } from '../../../protocol/supplementary';
import type { FormRuntime } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { badRequest } from '../../http/errors';
import type { UploadTarget } from '../files/fieldLookup';
import { findApplication } from './application';
import { writableFields } from './supplementary';

/** Whether an upload's `menu_id` names the supplementary form rather than a module. */
export const isSupplementaryMenu = (menuId: string | undefined) => menuId !== undefined && menuId.trim() === String(SUPPLEMENTARY_MENU_ID);

/**
 * The upload field of the applicant's supplementary form named by `fieldId`; refused like a save of that form (review
 * not passed, nothing published, already submitted, deadline passed). Its files are recorded under module id 0.
 */
export async function supplementaryUploadField(db: Db, forms: FormRuntime, applicant: Applicant, fieldId: string | undefined, now: number): Promise<UploadTarget> {
  const id = fieldId?.trim();
  if (!id) throw badRequest('server.missingField', { field: 'id' }, { field: 'id' });
  const field = writableFields(await findApplication(db, applicant), now).find((candidate) => candidate.id === id);
  if (!field || forms.holds(field) !== 'files') throw badRequest('server.upload.fieldNotFound', {}, { field: 'id' });
  return { moduleId: SUPPLEMENTARY_MENU_ID, field };
}
