import type { Selectable } from 'kysely';
import type { AccountText, AuthModeData, ProjectRef } from '../../../protocol/account';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import type { ProjectTable } from '../../db/schema';
import { missingField, notFound } from '../../http/errors';

export type ProjectRow = Selectable<ProjectTable>;

/** The parts of `projects.config` the account calls read. */
export interface ProjectConfig {
  title: AccountText;
  seo_title: AccountText;
  ico_url: string;
  color: string;
  color_rgba: string;
  layout: { name: string };
  background: string | null;
  header_image: string | null;
  lang: Array<'sc' | 'tc' | 'en'>;
  contact: Record<string, unknown>;
}

/** A project's configuration with safe defaults for anything missing. */
export function projectConfig(project: ProjectRow): ProjectConfig {
  const raw = parseJson<Partial<ProjectConfig>>(project.config, {});
  return {
    title: raw.title ?? { sc: project.domain },
    seo_title: raw.seo_title ?? raw.title ?? { sc: project.domain },
    ico_url: raw.ico_url ?? '',
    color: raw.color ?? '#4dbca6',
    color_rgba: raw.color_rgba ?? 'rgba(77, 188, 166, 0.1)',
    layout: { name: raw.layout?.name ?? 'theme-1' },
    background: raw.background ?? null,
    header_image: raw.header_image ?? null,
    lang: Array.isArray(raw.lang) && raw.lang.length > 0 ? raw.lang : ['sc'],
    contact: raw.contact ?? {},
  };
}

/** What identifies a project to the portal, as the project answers (authMode, org.settingInfo) give it. */
export function projectFacts(project: Pick<ProjectRow, 'deadline' | 'org_id' | 'id' | 'domain' | 'user_type' | 'free'>): Pick<AuthModeData, 'deadline' | 'org_id' | 'project_id' | 'domain' | 'user_type' | 'free'> {
  return {
    deadline: project.deadline,
    org_id: project.org_id,
    project_id: project.id,
    domain: project.domain,
    user_type: project.user_type,
    free: project.free === 1 ? 1 : 0,
  };
}

/** What public.authMode answers for a project, and what its portal page carries for its first paint. */
export function authModeData(project: ProjectRow): AuthModeData {
  return { ...projectConfig(project), ...projectFacts(project), page_config: parseJson<Record<string, unknown>>(project.page_config, {}) };
}

/** The project of a domain, or a 404 with the spec's "project does not exist". */
export async function projectByDomain(db: Db, domain: string): Promise<ProjectRow> {
  const project = await db.selectFrom('projects').selectAll().where('domain', '=', domain.trim().toLowerCase()).executeTakeFirst();
  if (!project) throw notFound('server.projectNotFound');
  return project;
}

export async function projectById(db: Db, id: number): Promise<ProjectRow> {
  const project = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!project) throw notFound('server.projectNotFound');
  return project;
}

/** The project a body names by `project_id` (preferred) or `domain`; neither → 400 naming project_id. */
export async function resolveProject(db: Db, ref: ProjectRef): Promise<ProjectRow> {
  if (ref.project_id !== undefined) return projectById(db, ref.project_id);
  if (ref.domain?.trim()) return projectByDomain(db, ref.domain);
  throw missingField('project_id');
}
