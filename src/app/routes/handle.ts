/** The three layouts: default (header and footer), blank (centred content only), bare (the page alone). */
export type LayoutName = 'default' | 'blank' | 'bare';

/** The product area a route belongs to. */
export type RouteOwner = 'account' | 'help' | 'application' | 'letters' | 'results' | 'content' | 'activities';

/**
 * The `handle` of every leaf route. It lives apart from the route builder so that hooks and pages can read it without
 * importing the builder, which imports the layouts that use those hooks.
 */
export interface RouteHandle {
  name: string;
  owner: RouteOwner;
  layout: LayoutName;
}
