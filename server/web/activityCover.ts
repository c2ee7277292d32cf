import type { FastifyInstance } from 'fastify';
import { parseJson } from '../db/json';
import { notFound } from '../http/errors';

const DEFAULT_COLOR = '#4dbca6';

/** The seeded cover URL of an activity (served below). */
export const activityCoverUrl = (activityId: number): string => `/static/covers/${activityId}.svg`;

/** A small deterministic generator (mulberry32), so one activity always gets the same motif. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 16:9 banner on the project's colour: soft circles, a ring and a wave, placed by the activity id; no text. */
export function coverSvg(activityId: number, color: string): string {
  const random = randomFrom(Math.imul(activityId, 0x9e3779b1));
  const between = (low: number, high: number) => Math.round(low + random() * (high - low));
  const circles = Array.from({ length: 3 }, (_, index) => {
    const opacity = (0.1 + 0.06 * index).toFixed(2);
    return `<circle cx="${between(40, 600)}" cy="${between(30, 330)}" r="${between(50, 160)}" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join('');
  const ring = `<circle cx="${between(380, 600)}" cy="${between(60, 200)}" r="${between(40, 90)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${between(6, 14)}"/>`;
  const crest = between(220, 300);
  const wave = `<path d="M0 ${crest} C160 ${crest - between(40, 90)} 320 ${crest + between(30, 80)} 640 ${crest - between(0, 50)} V360 H0 Z" fill="#000" fill-opacity="0.12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="${color}"/>${circles}${ring}${wave}</svg>`;
}

/** `/static/covers/{activityId}.svg`: an activity's banner in its project's colour, the `cover` of seeded activities. */
export function registerActivityCovers(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/static/covers/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^([1-9]\d{0,14})\.svg$/.exec(request.params.file);
    if (!match) throw notFound();
    const activity = await app.ctx.db
      .selectFrom('activities')
      .innerJoin('projects', 'projects.id', 'activities.project_id')
      .select(['activities.id', 'projects.config'])
      .where('activities.id', '=', Number(match[1]))
      .executeTakeFirst();
    if (!activity) throw notFound();
    const { color } = parseJson<{ color?: string }>(activity.config, {});
    const fill = color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_COLOR;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(coverSvg(activity.id, fill));
  });
}
