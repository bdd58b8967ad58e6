/** Money is an integer number of VND everywhere; this is the one way it is shown to people. */
const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

export function formatVnd(amount: number): string {
  return vnd.format(amount);
}
