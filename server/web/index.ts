import type { FastifyInstance } from 'fastify';
import { registerActivityCovers } from './activityCover';
import { registerOperatorConsole } from './operatorPage';
import { registerOutboxPages } from './outboxPage';
import { registerPortal } from './portal';
import { registerProjectIcons } from './projectIcon';
import { registerProjectList } from './projectList';

/** Pages served to browsers: the project list, the built portal and, outside production, the outbox and the operator console. */
export async function registerWebPages(app: FastifyInstance): Promise<void> {
  registerProjectList(app);
  registerProjectIcons(app);
  registerActivityCovers(app);
  if (app.ctx.config.devPages) {
    registerOutboxPages(app);
    registerOperatorConsole(app);
  }
  await registerPortal(app);
}
