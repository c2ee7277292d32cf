/** `edu[0].school` (a PortalError field) → `edu.0.school` (a JSON Forms path). */
export function toFormPath(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1');
}

/** `edu.0.school` → `/edu/0/school` (an AJV instancePath, as JSON Forms matches errors to controls). */
export function toInstancePath(formPath: string): string {
  return formPath === '' ? '' : `/${formPath.split('.').join('/')}`;
}

/** A DOM id for the input of the control at `formPath`, stable across renders, so error links can reach it. */
export function inputIdOf(formPath: string): string {
  return `field-${formPath.replace(/[^\w-]/g, '_')}`;
}
