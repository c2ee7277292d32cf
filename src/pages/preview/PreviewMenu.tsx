import { List, ListItemButton, ListItemText, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** One menu entry: the section id and the module title. */
export interface MenuEntry {
  id: string;
  title: string;
}

/** Props of {@link PreviewMenu}. */
export interface PreviewMenuProps {
  entries: MenuEntry[];
  active: string | null;
  /** `column` in the left column, `row` across the top. */
  direction: 'column' | 'row';
  onChoose: (id: string) => void;
}

/** The module menu: highlights the module scrolled to; choosing one scrolls to it. */
export function PreviewMenu({ entries, active, direction, onChoose }: PreviewMenuProps) {
  const { t } = useTranslation();
  const row = direction === 'row';
  return (
    <Paper component="nav" variant="outlined" aria-label={t('portal.preview.menu')} data-print="hide" sx={{ overflowX: row ? 'auto' : 'visible' }}>
      <List disablePadding sx={row ? { display: 'flex', flexWrap: 'nowrap' } : undefined}>
        {entries.map((entry) => (
          <li key={entry.id} style={row ? { flexShrink: 0 } : undefined}>
            <ListItemButton
              selected={entry.id === active}
              aria-current={entry.id === active ? 'true' : undefined}
              onClick={() => onChoose(entry.id)}
              sx={{ borderLeft: row ? 0 : 3, borderBottom: row ? 3 : 0, borderColor: entry.id === active ? 'primary.main' : 'transparent' }}
            >
              <ListItemText primary={entry.title} slotProps={{ primary: { sx: { fontWeight: entry.id === active ? 700 : 400, whiteSpace: row ? 'nowrap' : 'normal' } } }} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
