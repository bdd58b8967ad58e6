const decimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

// Intl's Vietnamese compact notation writes "800 N" and "1,2 Tr", which readers do not use; a chart's
// axis reads as people write amounts: "800K", "1,2 tr", "3 tỷ".
const steps: [size: number, suffix: string][] = [
  [1e9, ' tỷ'],
  [1e6, ' tr'],
  [1e3, 'K'],
];

/** A VND amount in a few characters, the Vietnamese way ("800K", "1,2 tr", "3 tỷ"), for axes and tight places. */
export function formatShortAmount(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  for (const [step, suffix] of steps) {
    // 999 999 would round to "1.000K": such an amount reads as the next step ("1 tr").
    if (size >= step * 0.99995) return `${sign}${decimal.format(size / step)}${suffix}`;
  }
  return `${sign}${decimal.format(size)}`;
}
