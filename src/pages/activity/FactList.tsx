import type { ReactNode } from 'react';
import text from '../../../renderers/ui/typography.module.css';
import classes from './FactList.module.css';

/** A description list of facts (term beside its value), in two columns that wrap long values. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={classes.list}>{children}</dl>;
}

/** One fact of a {@link FactList}. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={`${text.body2} ${text.secondary}`}>{term}</dt>
      <dd className={`${text.body2} ${classes.value}`}>{children}</dd>
    </>
  );
}
