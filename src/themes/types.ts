/** The institutions (user types of spec section 6) and the shape of a resolved portal theme. */

/** User types from the project domain; `default` for any other project. */
export type Institution = 'bs' | 'bicmr' | 'bcy' | 'itf' | 'xjtu' | 'ssm' | 'qyj' | 'default';

/** How the header is drawn. */
export type HeaderVariant = 'classic' | 'solid' | 'band' | 'gradient' | 'split' | 'elegant' | 'pill';

/** How the footer is drawn. */
export type FooterVariant = 'columns' | 'centered' | 'split' | 'rounded';

/** Footer links: portal routes (translated label) or the project's website. */
export type FooterLinkKey = 'notices' | 'articles' | 'help' | 'feedback' | 'statement' | 'applicationGuide' | 'guide';

/** A text colour on a background; `bgEnd` is the far end of a gradient (text must read on both ends). */
export interface Surface {
  bg: string;
  bgEnd?: string;
  fg: string;
  /** Secondary text. */
  muted: string;
}

/** The colours, type and variants of one institution's portal, with every text colour readable (4.5:1). */
export interface PortalThemeSpec {
  institution: Institution;
  /** The project colour as configured (decorative use only: bands, borders). */
  brand: string;
  /** Primary for text and buttons: 4.5:1 on white, and white text on it at 4.5:1. */
  primary: string;
  /** The institution's accent, readable as text on white. */
  secondary: string;
  fontFamily: string;
  headingFont: string;
  radius: number;
  header: {
    variant: HeaderVariant;
    top: Surface;
    nav: Surface & { activeBg: string; activeFg: string; indicator: string };
    /** A thin decorative band above the header, or null. */
    band: string | null;
    align: 'left' | 'center';
    uppercaseNav: boolean;
  };
  footer: {
    variant: FooterVariant;
    surface: Surface & { link: string; heading: string };
    rule: string;
    links: FooterLinkKey[];
  };
}
