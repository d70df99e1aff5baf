/** Provider cards show the first 3 supported countries (spec part 2 §9) and how many more there are. */
export const COUNTRIES_SHOWN = 3;

export function countriesPreview(countries: string[]): { shown: string[]; more: number } {
  return { shown: countries.slice(0, COUNTRIES_SHOWN), more: Math.max(0, countries.length - COUNTRIES_SHOWN) };
}
