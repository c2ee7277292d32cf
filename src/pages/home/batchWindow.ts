import type { ApplicationStatus, WindowState } from '../../../protocol/apply';

/** A time window in unix seconds. */
export interface TimeWindow {
  start_time: number;
  end_time: number;
}

/** Days, hours, minutes and seconds left. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as `YYYY-MM-DD HH:mm` in local time ('' for null or 0). */
export function formatTime(seconds: number | null | undefined, withTime = true): string {
  if (!seconds) return '';
  const date = new Date(seconds * 1000);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** The window as one text (spec "batchTime"): `start – end`. */
export function batchTime(window: TimeWindow): string {
  return `${formatTime(window.start_time)} – ${formatTime(window.end_time)}`;
}

/** True when `nowMs` lies outside the window (spec "isOutOfRange"). */
export function isOutOfRange(window: TimeWindow, nowMs: number): boolean {
  const now = nowMs / 1000;
  return now < window.start_time || now > window.end_time;
}

/** The window state at `nowMs` (the server's answer may be stale after a long stay on the page). */
export function windowStateAt(window: TimeWindow, nowMs: number): WindowState {
  const now = nowMs / 1000;
  if (now < window.start_time) return 'not_started';
  return now > window.end_time ? 'closed' : 'open';
}

/** Whether the applicant may choose this window now: open, and the application not submitted (spec "canApply"). */
export function canApply(window: TimeWindow, nowMs: number, status: ApplicationStatus): boolean {
  return status !== 'submitted' && !isOutOfRange(window, nowMs);
}

/** What is left until `targetSeconds`, or null once it has passed. */
export function countdown(targetSeconds: number, nowMs: number): CountdownParts | null {
  const left = Math.floor(targetSeconds - nowMs / 1000);
  if (left <= 0) return null;
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3_600), minutes: Math.floor((left % 3_600) / 60), seconds: left % 60 };
}
