import type { Locale } from '../../schema-adapters/index';
import { bareCode, mainRegionOf, phoneRegions } from '../../protocol/regions';
import { itemsOf } from './items';
import type { SelectOption } from './selectOption';

/** A code choice: a region (or the field's own option) and its calling code. */
export type CodeOption = SelectOption & { code: string };

/** Every region's code choice, built once per locale and shared by all the phone fields that offer the whole list. */
const regionOptions = new Map<Locale, CodeOption[]>();

function allRegions(locale: Locale): CodeOption[] {
  const known = regionOptions.get(locale);
  if (known) return known;
  const options = phoneRegions(locale).map((region) => ({
    value: region.iso,
    label: `${region.name} ${region.code}`,
    search: `${region.iso} ${bareCode(region.code)}`,
    code: region.code,
  }));
  regionOptions.set(locale, options);
  return options;
}

/** The code choices: the field's own `codes` when given, else every region in the locale. */
export function codeOptions(options: Record<string, unknown>, locale: Locale): CodeOption[] {
  const codes = itemsOf(options, 'codes').filter((item) => item.phoneCode !== '');
  if (codes.length > 0) {
    return codes.map((item) => ({ value: item.value, label: `${item.label} ${item.phoneCode}`, search: bareCode(item.phoneCode), code: item.phoneCode }));
  }
  return allRegions(locale);
}

/**
 * The choice shown for `code`: several regions share a calling code, so the one the applicant picked, else the code's
 * main region, else the first with that code.
 */
export function currentCodeOption(choices: CodeOption[], code: string, picked: string | undefined): CodeOption | undefined {
  const sameCode = (option: CodeOption) => bareCode(option.code) === bareCode(code);
  const main = mainRegionOf(code);
  return (
    choices.find((option) => option.value === picked && sameCode(option)) ??
    choices.find((option) => option.value === main && sameCode(option)) ??
    choices.find(sameCode)
  );
}
