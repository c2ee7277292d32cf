import { Fragment, type ReactNode } from 'react';
import { Notice } from '../../../renderers/ui/Notice';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import { PlainStack } from '../../../renderers/ui/PlainStack';
import { useMediaQuery } from '../../../renderers/ui/useMediaQuery';
import text from '../../../renderers/ui/typography.module.css';
import classes from './RecordTable.module.css';

/** Below this width each record is a card of label and value pairs, so no column hides off-screen. */
const NARROW = '(max-width: 599.98px)';

/** Props of {@link RecordTable}. */
export interface RecordTableProps {
  /** Id of the section heading (labels the section and the scroll region). */
  id: string;
  title: string;
  columns: string[];
  rows: ReactNode[][];
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
}

/** A titled section with a table of records (cards on a phone), or its empty state. */
export function RecordTable({ id, title, columns, rows, emptyText }: RecordTableProps) {
  const narrow = useMediaQuery(NARROW);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={`${text.h6} ${classes.title}`}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <Notice severity="info">{emptyText}</Notice>
      ) : narrow ? (
        <PlainStack component="ul" spacing={1}>
          {rows.map((row, index) => (
            <li key={index} className={`${classes.card} ${classes.record}`}>
              <dl className={classes.pairs}>
                {row.map((cell, column) => (
                  <Fragment key={column}>
                    <dt className={classes.term}>{columns[column]}</dt>
                    <dd className={classes.value}>{cell}</dd>
                  </Fragment>
                ))}
              </dl>
            </li>
          ))}
        </PlainStack>
      ) : (
        <PlainPaper variant="outlined" className={classes.scroller} tabIndex={0} role="region" aria-labelledby={id}>
          <table className={classes.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </PlainPaper>
      )}
    </section>
  );
}
