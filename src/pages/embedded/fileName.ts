/** The last path segment of an address, decoded when possible ('' when the path ends with a slash). */
export function fileNameOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
