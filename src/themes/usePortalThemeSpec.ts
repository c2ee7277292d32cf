import { useProjectStore } from '../store';
import { resolveThemeSpec, type ThemeInputs } from './resolve';
import type { PortalThemeSpec } from './types';

let resolved: { inputs: ThemeInputs; spec: PortalThemeSpec } | null = null;

/** The spec of these inputs, the same object while they stay the same (the header, footer and frames share it). */
function specOf(inputs: ThemeInputs): PortalThemeSpec {
  const same = resolved && resolved.inputs.color === inputs.color && resolved.inputs.userType === inputs.userType && resolved.inputs.domain === inputs.domain;
  if (!same || !resolved) resolved = { inputs, spec: resolveThemeSpec(inputs) };
  return resolved.spec;
}

/** The resolved institution theme of the current project (user type, domain, colour). */
export function usePortalThemeSpec(): PortalThemeSpec {
  const color = useProjectStore((state) => state.themeConfig?.color);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const domain = useProjectStore((state) => state.projectConfig?.domain);
  return specOf({ color, userType, domain });
}
