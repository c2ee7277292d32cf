import { useTranslation } from 'react-i18next';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import classes from './PreviewMenu.module.css';

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
  return (
    <PlainPaper component="nav" variant="outlined" aria-label={t('portal.preview.menu')} data-print="hide" data-direction={direction} className={classes.menu}>
      <ul className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button type="button" className={classes.item} aria-current={entry.id === active ? 'true' : undefined} onClick={() => onChoose(entry.id)}>
              <span className={classes.text}>
                <span className={classes.title}>{entry.title}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </PlainPaper>
  );
}
