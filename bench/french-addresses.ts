// Deterministic French postal addresses for the deposit benchmark: accented names and streets, written the way
// La Poste wants them (NF Z10-011: at most 6 lines of at most 38 characters, the town in capitals without
// accents), so that the product's address check keeps every one as it is (quality GOOD).

/** First names with the civility that goes with them. */
const PEOPLE: readonly (readonly [string, string])[] = [
  ['Mme', 'Hélène'],
  ['M.', 'Jérôme'],
  ['Mme', 'Anaïs'],
  ['M.', 'Benoît'],
  ['Mme', 'Céline'],
  ['M.', 'François'],
  ['Mme', 'Zoé'],
  ['M.', 'Noël'],
  ['Mme', 'Gaëlle'],
  ['M.', 'Loïc'],
  ['Mme', 'Agnès'],
  ['M.', 'Frédéric'],
  ['Mme', 'Léa'],
  ['Mme', 'Thérèse'],
  ['M.', 'Raphaël'],
  ['M.', 'Clément'],
  ['Mme', 'Éloïse'],
  ['Mme', 'Ségolène'],
  ['M.', 'Joël'],
  ['Mme', 'Maëlle'],
];
const LAST_NAMES = [
  'Léveillé',
  'Béranger',
  'Lefèvre',
  'Dupré',
  'Côté',
  'Desrosières',
  'Ménard',
  'Gérard',
  'Rivière',
  'Lemaître',
  'Brûlé',
  'Hébert',
  'Moreau',
  'Nguyen',
  'Duval-Mériaux',
  "D'Aubigné",
  'Lécuyer',
  'Chênedollé',
  'Müller',
  'Bouchard',
];
const STREETS = [
  "rue de l'Église",
  'avenue Jean-Jaurès',
  'boulevard Saint-Germain',
  'place de la Libération',
  'allée des Érables',
  'impasse du Château',
  'chemin des Prés',
  'quai de la Mégisserie',
  'rue Pierre-Brossolette',
  'cours Honoré-Daumier',
  'rue des Trois-Frères',
  'avenue du Général-Leclerc',
  'rue Émile-Zola',
  'rue de la Forêt',
  'boulevard Gambetta',
  'rue du Faubourg-Saint-Honoré',
];
const COMPLEMENTS = [
  'Appartement 12, 3e étage',
  'Bâtiment B, Résidence Les Cèdres',
  'Escalier C, porte 4',
  'Entrée Sud, Résidence Le Hérisson',
  'Chez M. Noël Béranger',
];
const TOWNS = [
  '75011 PARIS',
  '69003 LYON',
  '13005 MARSEILLE',
  '31000 TOULOUSE',
  '06000 NICE',
  '44000 NANTES',
  '67000 STRASBOURG',
  '34000 MONTPELLIER',
  '33000 BORDEAUX',
  '59000 LILLE',
  '35000 RENNES',
  '42000 SAINT-ETIENNE',
  '38000 GRENOBLE',
  '21000 DIJON',
  '74000 ANNECY',
  '29200 BREST',
  '64200 BIARRITZ',
  '97400 SAINT-DENIS',
  '87000 LIMOGES',
  '57000 METZ',
];

/** A small seeded generator (mulberry32): the same letters in every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` addresses of 3 to 5 lines: "Mme Hélène Léveillé", an optional complement, "12 rue de l'Église",
 * an optional post box, "75011 PARIS".
 */
export function frenchAddresses(count: number, seed = 2026): string[][] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const [civility, firstName] = pick(PEOPLE);
    const lines = [`${random() < 0.05 ? 'Dr' : civility} ${firstName} ${pick(LAST_NAMES)}`];
    if (random() < 0.3) lines.push(pick(COMPLEMENTS));
    const suffix = random() < 0.1 ? pick([' bis', ' ter']) : '';
    lines.push(`${1 + Math.floor(random() * 180)}${suffix} ${pick(STREETS)}`);
    if (random() < 0.1) lines.push(`BP ${10 + Math.floor(random() * 890)}`);
    lines.push(pick(TOWNS));
    return lines;
  });
}

/**
 * Pages per letter, 1 to 3, averaging exactly 2: letters go by pairs of 1+3, 3+1 or 2+2 pages, so that `letters`
 * (even) letters make exactly 2 × `letters` pages.
 */
export function pagesPerLetter(letters: number, seed = 7): number[] {
  if (letters % 2) throw new Error('pagesPerLetter needs an even number of letters');
  const random = seeded(seed);
  const pairs: [number, number][] = [
    [1, 3],
    [3, 1],
    [2, 2],
  ];
  return Array.from({ length: letters / 2 }, () => pairs[Math.floor(random() * pairs.length)]!).flat();
}
