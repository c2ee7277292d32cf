import { Box, Stack } from '@mui/material';
import { useCallback, useMemo, useRef } from 'react';
import type { PreviewData } from '../../../protocol/apply';
import { useMediaQuery } from '../../../renderers/ui/useMediaQuery';
import { localized } from '../../i18n';
import type { Locale } from '../../store';
import { PreviewMenu } from './PreviewMenu';
import { PreviewModule } from './PreviewModule';
import { type PreviewLayout, sectionId, showsMenu } from './previewLayout';
import { useScrollSpy } from './useScrollSpy';

/** The theme's `md` breakpoint and up: the horizontal layout's menu is a left column there. */
const WIDE = '(min-width: 1024px)';

/** Props of {@link PreviewBody}. */
export interface PreviewBodyProps {
  modules: PreviewData['modules'];
  layout: PreviewLayout;
  locale: Locale;
}

/** The modules with their menu: a left column (horizontal layout, wide screens) or across the top. */
export function PreviewBody({ modules, layout, locale }: PreviewBodyProps) {
  const entries = useMemo(() => modules.map((module) => ({ id: sectionId(module.menu.menuid), title: localized(module.menu.title, locale) || module.menu.name })), [modules, locale]);
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const wide = useMediaQuery(WIDE);
  const column = layout.mode === 'horz' && wide;
  const bar = useRef<HTMLDivElement>(null);
  const offset = useCallback(() => (column ? 16 : (bar.current?.offsetHeight ?? 0) + 16), [column]);
  const { active, scrollTo } = useScrollSpy(ids, offset);
  const menu = showsMenu(layout, modules.length);
  const sections = (
    <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
      {modules.map((module, index) => (
        <PreviewModule key={module.menu.menuid} module={module} title={entries[index]?.title ?? ''} locale={locale} />
      ))}
    </Stack>
  );
  if (!menu) return sections;
  const percent = `${Math.round(layout.menuFraction * 1000) / 10}%`;
  return (
    <Box className="preview-layout" data-layout={layout.mode} sx={{ display: column ? 'flex' : 'block', gap: 3, alignItems: 'flex-start' }}>
      <Box
        ref={bar}
        data-print="hide"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          mb: column ? 0 : 2,
          width: column ? percent : 'auto',
          flexShrink: 0,
        }}
      >
        <PreviewMenu entries={entries} active={active} direction={column ? 'column' : 'row'} onChoose={scrollTo} />
      </Box>
      {sections}
    </Box>
  );
}
