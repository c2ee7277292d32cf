import type { BatchEntry, BatchInfoData, TrackEntry } from '../../../protocol/apply';
import { type Locale, pickText } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { BatchTable } from '../../db/schema';
import { localized } from './text';
import { toSeconds, windowState } from './time';

type BatchRow = Omit<BatchTable, 'id'> & { id: number };

function entry(row: BatchRow, locale: Locale, now: number) {
  const title = localized(row.title);
  return {
    id: row.id,
    title,
    name: pickText(title, locale),
    start_time: toSeconds(row.start_time),
    end_time: toSeconds(row.end_time),
    window: windowState(row.start_time, row.end_time, now),
  };
}

/** One batch row with its tracks, as answered to clients. */
export function batchEntry(batch: BatchRow, tracks: BatchRow[], locale: Locale, now: number): BatchEntry {
  return {
    ...entry(batch, locale, now),
    tracks: tracks.filter((track) => track.parent_id === batch.id).map((track) => trackEntry(track, locale, now)),
  };
}

/** One track row, as answered to clients. */
export function trackEntry(track: BatchRow, locale: Locale, now: number): TrackEntry {
  return { ...entry(track, locale, now), batch_id: track.parent_id ?? 0 };
}

/** Every batch row of a project, ordered. */
export async function batchRows(db: Db, projectId: number): Promise<BatchRow[]> {
  return db.selectFrom('batches').selectAll().where('project_id', '=', projectId).orderBy('sort').orderBy('id').execute();
}

/** The project's batches (parent_id null) with their tracks, and those open now with their open tracks. */
export async function batchInfo(db: Db, projectId: number, locale: Locale, now: number): Promise<BatchInfoData> {
  const rows = await batchRows(db, projectId);
  const tracks = rows.filter((row) => row.parent_id !== null);
  const list = rows.filter((row) => row.parent_id === null).map((batch) => batchEntry(batch, tracks, locale, now));
  const apply_list: BatchEntry[] = [];
  for (const batch of list) {
    if (batch.window !== 'open') continue;
    const open = batch.tracks.filter((track) => track.window === 'open');
    // A batch with tracks is open only through an open track; one without tracks by its own window.
    if (batch.tracks.length === 0 || open.length > 0) apply_list.push({ ...batch, tracks: open });
  }
  return { list, apply_list };
}
