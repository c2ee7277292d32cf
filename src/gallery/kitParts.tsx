import type { ReactNode } from 'react';
import { type Locale, type MessageKey, translate } from '../../schema-adapters/index';
import { typographyClasses } from '../../renderers/ui/index';
import classes from './KitSheet.module.css';

/** A message of the UI kit sheet, named without its `gallery.kit.` prefix. */
export type KitKey<K = MessageKey> = K extends `gallery.kit.${infer Rest}` ? Rest : never;

/** The sheet's words in one language. */
export type KitText = (key: KitKey) => string;

export const kitText = (locale: Locale): KitText => (key) => translate(locale, `gallery.kit.${key}` as MessageKey);

/** Props of {@link KitSection}. */
export interface KitSectionProps {
  /** The element's id stem and the key of its title (`<id>.title`). */
  id: 'button' | 'notice' | 'spinner' | 'chip' | 'paper' | 'link' | 'stack' | 'icon' | 'iconButton' | 'typography';
  t: KitText;
  /** Samples a row holds at the least width: wide ones (notices, text) take a whole phone's width. */
  wide?: boolean;
  children: ReactNode;
}

/** One component of the kit: a region named by its heading, with its samples in a grid. */
export function KitSection({ id, t, wide = false, children }: KitSectionProps) {
  return (
    <section className={classes.section} aria-labelledby={`kit-${id}`}>
      <h2 id={`kit-${id}`} className={typographyClasses.h5}>
        {t(`${id}.title`)}
      </h2>
      <div className={classes.samples} data-wide={wide || undefined}>
        {children}
      </div>
    </section>
  );
}

/** One state of a component: the component as drawn, named by its caption. */
export function Sample({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className={classes.figure}>
      <div className={classes.sample}>{children}</div>
      <figcaption className={`${typographyClasses.caption} ${typographyClasses.secondary}`}>{caption}</figcaption>
    </figure>
  );
}
