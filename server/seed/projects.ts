import type { Db } from '../db/connect';
import { DEMO_PROJECTS, type DemoProject } from './demoProjects';
import { moduleSource } from './moduleSources';

const DAY = 24 * 3600 * 1000;

function projectConfig(project: DemoProject) {
  return {
    title: project.title,
    seo_title: project.seoTitle,
    ico_url: `/static/icons/${project.domain}.svg`,
    color: project.color,
    color_rgba: hexToRgba(project.color, 0.1),
    layout: { name: project.layout },
    background: null,
    header_image: null,
    lang: project.languages,
    contact: project.contact,
  };
}

function hexToRgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** Header menu items 0–7 (6 and 7 off unless configured) and page switches. */
function pageConfig(project: DemoProject) {
  return {
    menu: [0, 1, 2, 3, 4, 5, 6, 7].map((index) => ({ index, show: index < 6 || project.userType === 'ssm' })),
    showReferee: project.modules.includes('sc-recommenders'),
    showRecommendation: project.modules.includes('sc-recommendation-letter'),
    previewLayout: project.userType === 'ssm' ? 'vert' : 'horz',
  };
}

async function upsertProject(db: Db, project: DemoProject, now: number): Promise<number> {
  const existing = await db.selectFrom('projects').select('id').where('domain', '=', project.domain).executeTakeFirst();
  const values = {
    org_id: project.orgId,
    domain: project.domain,
    user_type: project.userType,
    config: JSON.stringify(projectConfig(project)),
    page_config: JSON.stringify(pageConfig(project)),
    free: project.free ? 1 : 0,
  };
  if (existing) {
    await db.updateTable('projects').set(values).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await db
    .insertInto('projects')
    .values({ ...values, deadline: Math.floor((now + 60 * DAY) / 1000), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Three batches (open, closed, not yet open), each with two tracks; only when the project has none. */
async function seedBatches(db: Db, projectId: number, now: number): Promise<void> {
  const any = await db.selectFrom('batches').select('id').where('project_id', '=', projectId).executeTakeFirst();
  if (any) return;
  const year = new Date(now).getUTCFullYear() + 1;
  const windows = [
    { title: { sc: `${year}年秋季批次`, tc: `${year}年秋季批次`, en: `Autumn ${year}` }, start: now - 30 * DAY, end: now + 60 * DAY },
    { title: { sc: `${year - 1}年春季批次`, tc: `${year - 1}年春季批次`, en: `Spring ${year - 1}` }, start: now - 200 * DAY, end: now - 100 * DAY },
    { title: { sc: `${year}年冬季批次`, tc: `${year}年冬季批次`, en: `Winter ${year}` }, start: now + 30 * DAY, end: now + 120 * DAY },
  ];
  const tracks = [
    { sc: '学术型硕士', tc: '學術型碩士', en: 'Academic master' },
    { sc: '专业型硕士', tc: '專業型碩士', en: 'Professional master' },
  ];
  for (const [sort, window] of windows.entries()) {
    const batch = await db
      .insertInto('batches')
      .values({ project_id: projectId, parent_id: null, title: JSON.stringify(window.title), start_time: window.start, end_time: window.end, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [trackSort, track] of tracks.entries()) {
      await db
        .insertInto('batches')
        .values({ project_id: projectId, parent_id: batch.id, title: JSON.stringify(track), start_time: window.start, end_time: window.end, sort: trackSort })
        .execute();
    }
  }
}

/** Modules from the fixtures; re-seeding refreshes their definitions. Field `menu_id`s point at the module's id. */
async function seedModules(db: Db, projectId: number, names: string[]): Promise<void> {
  for (const [sort, name] of names.entries()) {
    const source = moduleSource(name);
    const values = {
      title: JSON.stringify(source.menu.title),
      required: source.menu.required,
      referee: source.menu.referee,
      options: JSON.stringify(source.menu.options ?? {}),
      sort,
    };
    const existing = await db
      .selectFrom('modules')
      .select('id')
      .where('project_id', '=', projectId)
      .where('name', '=', name)
      .executeTakeFirst();
    const id = existing
      ? existing.id
      : (
          await db
            .insertInto('modules')
            .values({ ...values, project_id: projectId, name, fields: '[]' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    const fields = source.fields.map((field) => ({ ...field, menu_id: String(id) }));
    await db.updateTable('modules').set({ ...values, fields: JSON.stringify(fields) }).where('id', '=', id).execute();
  }
}

/** Seeds every demo project; safe to run on every start. Returns project ids by domain. */
export async function seedProjects(db: Db, now: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const project of DEMO_PROJECTS) {
    const id = await upsertProject(db, project, now);
    await seedBatches(db, id, now);
    await seedModules(db, id, project.modules);
    ids.set(project.domain, id);
  }
  return ids;
}
