/** True when `value` is one of `options`, e.g. a string from an address or the server checked against a union's values. */
export const isOneOf = <T>(options: readonly T[], value: unknown): value is T => options.some((option) => option === value);
