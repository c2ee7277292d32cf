/**
 * The id of the `<script type="application/json">` element in which the server hands the portal page its project
 * configuration (what public.authMode answers), so the first screen needs no request before it can draw.
 */
export const BOOT_CONFIG_ELEMENT_ID = 'portal-config';

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The data block carrying `config` in the page (never executed, so no script policy has to allow it). */
export const bootConfigBlock = (config: unknown): string =>
  `<script type="application/json" id="${BOOT_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
