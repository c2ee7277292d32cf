import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
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
        <List key={group.title} dense subheader={<ListSubheader component="h2">{group.title}</ListSubheader>}>
          {group.items.map((fixture) => (
            <ListItemButton key={fixture.name} selected={fixture.name === selected} aria-current={fixture.name === selected ? 'page' : undefined} onClick={() => onSelect(fixture.name)}>
              <ListItemText primary={fixture.name} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </nav>
  );
}
