import '../../messages';
import type { ModuleConfig } from '../../../protocol/content';
import { translate, type MessageKey } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import { notFound } from '../../http/errors';

/** Header menu items 0–7 of spec section 2, by index. */
const MENU_KEYS = ['home', 'progress', 'applicationInfo', 'reExam', 'eventAppointment', 'enrollmentTrends', 'jointExamination', 'accountManagement'] as const;

interface PageConfig {
  menu?: Array<{ index: number; show: boolean }>;
  [key: string]: unknown;
}

const trilingual = (key: MessageKey) => ({ sc: translate('sc', key), tc: translate('tc', key), en: translate('en', key) });

/** The project's menu and switches from `projects.page_config`, plus what the project has (activities, questionnaire). */
export async function moduleConfig(db: Db, projectId: number): Promise<ModuleConfig> {
  const project = await db.selectFrom('projects').select(['page_config', 'user_type', 'free']).where('id', '=', projectId).executeTakeFirst();
  if (!project) throw notFound('server.projectNotFound');
  const page = parseJson<PageConfig>(project.page_config, {});
  const shown = new Map((page.menu ?? []).map((item) => [item.index, item.show]));
  const menu = MENU_KEYS.map((key, index) => ({
    index,
    key,
    title: trilingual(`server.content.menu.${key}`),
    // Items 6 and 7 stay hidden unless configured on.
    show: shown.get(index) ?? index < 6,
  }));
  const features: Record<string, boolean | string> = {};
  for (const [key, value] of Object.entries(page)) {
    if (typeof value === 'boolean' || typeof value === 'string') features[key] = value;
  }
  const [activity, questionnaire] = await Promise.all([
    db.selectFrom('activities').select('id').where('project_id', '=', projectId).executeTakeFirst(),
    db.selectFrom('questionnaires').select('id').where('project_id', '=', projectId).executeTakeFirst(),
  ]);
  features.activities = activity !== undefined;
  features.questionnaire = questionnaire !== undefined;
  features.feedback = true;
  features.free = project.free === 1;
  features.deregister = project.user_type === 'ssm';
  features.registeredActivities = project.user_type === 'ssm';
  return { menu, features };
}
