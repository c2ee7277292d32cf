import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { fieldFixtures, moduleFixtures } from '../../fixtures/index';
import type { Locale } from '../../schema-adapters/index';
import { translate } from '../../schema-adapters/index';

/** Every fixture of `fixtures/`, field types first, then whole modules. */
export function FixtureNav({ selected, onSelect, locale }: { selected: string; onSelect: (name: string) => void; locale: Locale }) {
  const groups = [
    { title: translate(locale, 'gallery.fields'), items: fieldFixtures },
    { title: translate(locale, 'gallery.modules'), items: moduleFixtures },
  ];
  return (
    <nav aria-label={translate(locale, 'gallery.fixtures')}>
      {groups.map((group) => (
        <section key={group.title}>
          <Typography component="h2" variant="overline" sx={{ px: 2, pt: 2, display: 'block', color: 'text.secondary' }}>
            {group.title}
          </Typography>
          <List dense>
            {group.items.map((fixture) => (
              <li key={fixture.name}>
                <ListItemButton selected={fixture.name === selected} aria-current={fixture.name === selected ? 'page' : undefined} onClick={() => onSelect(fixture.name)}>
                  <ListItemText primary={fixture.name} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </section>
      ))}
    </nav>
  );
}
