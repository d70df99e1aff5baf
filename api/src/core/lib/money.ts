/** The wire carries rupees (at most two decimals, checked by the contracts); the database stores paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number | bigint | string): number {
  return Number(paise) / 100;
}
