/** Vite's `import.meta.glob` (the portal does not load `vite/client` types): lazy modules by path, `{}` when none match. */
interface ImportMeta {
  glob<T = unknown>(pattern: string): Record<string, () => Promise<T>>;
}
