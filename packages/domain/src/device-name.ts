/** Browser and system by the first mark of the User-Agent that names them: order matters (Edge says Chrome too). */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const nameOf = (userAgent: string, list: readonly [RegExp, string][]) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The device of a session as a person says it: 'Chrome sur Windows', 'Safari sur iPhone' (decision 080). */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Appareil inconnu';
  const browser = nameOf(userAgent, BROWSERS);
  const system = nameOf(userAgent, SYSTEMS);
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? 'Appareil inconnu';
}
