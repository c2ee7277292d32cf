/** One entry of a select; `search` is what typing matches when it is not just the label. */
export interface SelectOption {
  value: string;
  label: string;
  search?: string;
}

/** The menu's height cap, in pixels, for both kinds of select. */
export const MENU_MAX_HEIGHT = 280;
