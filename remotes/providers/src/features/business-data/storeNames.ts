/** How each data store is named on screen and in 'Switched to ...' (spec part 2 §8). */
export const STORE_NAMES: Record<string, string> = {
  airtable: 'Airtable',
  supabase: 'Supabase',
  on_premise_postgres: 'PostgreSQL',
};

/** A store the API reports that this screen has no name for still reads as words. */
export function storeName(provider: string): string {
  return STORE_NAMES[provider] ?? humanize(provider);
}

/** deploymentType values of duesflow's own database (embedded, or on DATABASE_URL). */
const OWN_DEPLOYMENTS = ['embedded', 'server'];

export function isOwnDatabase(status: { deploymentType: string }): boolean {
  return OWN_DEPLOYMENTS.includes(status.deploymentType);
}

/** The store in use as staff know it: their own PostgreSQL server, or duesflow's database. */
export function currentStoreName(status: { provider: string; deploymentType: string }): string {
  return isOwnDatabase(status) ? 'duesflow database' : storeName(status.provider);
}

/** 'on_premise' → 'On premise'. */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : value;
}
