import type { ReactNode } from 'react';
import { useProjectTitle } from '../../app/hooks';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import classes from './referee.module.css';

/** The frame of the referee's screens (no portal header or footer): the project title, one h1 and the content. */
export function RefereeFrame({ title, children }: { title: string; children: ReactNode }) {
  const project = useProjectTitle();
  return (
    <div className={classes.frame}>
      <p className={`${text.subtitle1} ${classes.project}`}>{project}</p>
      <h1 className={`${text.h4} ${classes.title}`}>{title}</h1>
      <PlainPaper variant="outlined" className={classes.card}>
        {children}
      </PlainPaper>
    </div>
  );
}
