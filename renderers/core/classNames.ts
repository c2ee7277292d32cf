/** A class doubled (`.a.a`): it outranks a MUI component's own single-class rules wherever both set a property. */
export const doubledClass = (name: string) => `.${name}.${name}`;

/** Class names joined, the false ones left out. */
export const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
