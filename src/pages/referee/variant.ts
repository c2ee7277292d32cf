/** The letter screen variants: the schwarzman two-step layout, ITF's, and the plain letter screen. */
export type LetterVariant = 'schwarzman' | 'itf' | 'edit';

/** The variant of a project: user type ssm or the schwarzman layout, user type itf, otherwise the plain screen. */
export function variantOf(userType: string | null | undefined, layout: string | null | undefined): LetterVariant {
  const type = (userType ?? '').trim().toLowerCase();
  if (type === 'ssm' || layout === 'schwarzman') return 'schwarzman';
  if (type === 'itf') return 'itf';
  return 'edit';
}

/** Where the referee goes after logging in: `/reference/<variant>`. */
export const letterPath = (variant: LetterVariant): string => `/reference/${variant}`;

/** The invitation token of the link (`#/ref_login?token=…`), trimmed; '' when missing. */
export function tokenOf(search: URLSearchParams): string {
  return (search.get('token') ?? '').trim();
}
