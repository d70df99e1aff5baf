/*
 * Chart colours, each at least 3:1 against the white card (WCAG 1.4.11, graphics), so a bar, a line or a
 * legend swatch is visible to everyone; legends and labels are written in the text colour, not the series'.
 */
export const CHART_COLOURS = {
  /** Invoiced bars (geekblue-6, 5.9:1). */
  invoiced: '#2f54eb',
  /** Collected line (volcano-6, 4.8:1). */
  collected: '#d4380d',
  grid: '#d9d9d9',
  /** Axis and legend text (7:1). */
  text: '#595959',
} as const;

/** One colour per channel, the same on every chart. */
export const CHANNEL_COLOURS: Record<string, string> = {
  voice: '#2f54eb',
  sms: '#d46b08',
  whatsapp: '#389e0d',
  email: '#531dab',
};
