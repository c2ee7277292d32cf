import type { ProjectRef } from '../../../protocol/account';
import { useProjectStore, useSessionStore } from '../../store';

/** The project every account call names: its project_id once configured, and its domain. */
export function useProjectRef(): ProjectRef {
  const projectId = useProjectStore((state) => state.baseParams?.project_id);
  const domain = useSessionStore((state) => state.shortName);
  return { project_id: projectId, domain: domain || undefined };
}
