import type { ActivitySummary } from '../../../protocol/content';

/** Places still free: capacity less the sign-ups, never below 0; null when the activity has no limit (capacity 0). */
export function placesLeft(activity: Pick<ActivitySummary, 'capacity' | 'signed_count'>): number | null {
  if (activity.capacity <= 0) return null;
  return Math.max(0, activity.capacity - activity.signed_count);
}
