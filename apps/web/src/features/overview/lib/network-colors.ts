/** A Mantine colour per network family, so MTN stays yellow on every chart. */
const COLORS: Record<string, string> = {
  mtn: 'yellow.5',
  moov: 'blue.6',
  celtiis: 'teal.6',
  togocom: 'grape.6',
  orange: 'orange.6',
  wave: 'cyan.5',
  free: 'red.6',
};
const FALLBACK = ['indigo.6', 'lime.6', 'pink.6', 'gray.6'];

export function networkColor(code: string, index = 0): string {
  const family = code.split('_')[0] ?? code;
  return COLORS[family] ?? FALLBACK[index % FALLBACK.length]!;
}
