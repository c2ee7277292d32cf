import type { ReactNode } from 'react';
import { PlainPaper } from '../../renderers/ui/PlainPaper';
import { PlainStack } from '../../renderers/ui/PlainStack';
import text from '../../renderers/ui/typography.module.css';
import classes from './TitledPaper.module.css';

export interface TitledPaperProps {
  /** The heading's id; the paper is labelled by it. */
  id: string;
  title: ReactNode;
  /** A screen's own page (`h1`, an article) or a step inside one (`h2`, a section). */
  level: 1 | 2;
  children: ReactNode;
}

/** An outlined paper labelled by its heading, its content stacked below: the frame of a screen or of one step. */
export function TitledPaper({ id, title, level, children }: TitledPaperProps) {
  const page = level === 1;
  const Heading = page ? 'h1' : 'h2';
  return (
    <PlainPaper component={page ? 'article' : 'section'} variant="outlined" aria-labelledby={id} className={page ? classes.page : classes.step}>
      <PlainStack spacing={page ? 3 : 2.5}>
        <Heading id={id} className={page ? text.h4 : text.h5}>
          {title}
        </Heading>
        {children}
      </PlainStack>
    </PlainPaper>
  );
}
