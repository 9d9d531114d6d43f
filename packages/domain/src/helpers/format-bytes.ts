import { BYTE_DECIMALS, BYTE_UNIT_BASE, BYTE_UNITS } from '../constants';

const LAST_UNIT = BYTE_UNITS.length - 1;

// toFixed switches to exponent notation from 1e21 anyway; say so with two decimals of mantissa.
const EXPONENT_FROM = 1e21;

function render(value: number, unit: number): string {
  if (unit === 0) return String(Math.round(value));
  return value >= EXPONENT_FROM ? value.toExponential(BYTE_DECIMALS) : value.toFixed(BYTE_DECIMALS);
}

/**
 * A byte count for people: base 1024, two decimals above bytes ('1.50 KB'), whole bytes without decimals
 * ('512 B', fractions rounded). Negative sizes keep their sign; sizes beyond the largest unit stay in YB
 * (from 1e21 YB with an exponent: '1.49e+284 YB');
 * NaN and infinities give '-'.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '-';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= BYTE_UNIT_BASE && unit < LAST_UNIT) {
    value /= BYTE_UNIT_BASE;
    unit += 1;
  }
  let text = render(value, unit);
  // Rounding may reach the next unit (1023.999 KB would read '1024.00 KB'): say '1.00 MB' instead.
  if (Number(text) >= BYTE_UNIT_BASE && unit < LAST_UNIT) {
    value /= BYTE_UNIT_BASE;
    unit += 1;
    text = render(value, unit);
  }
  const sign = bytes < 0 && Number(text) !== 0 ? '-' : '';
  return `${sign}${text} ${BYTE_UNITS[unit] ?? 'B'}`;
}
